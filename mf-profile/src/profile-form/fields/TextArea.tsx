import { Input } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { useTypedText } from './useTypedText';

/** antd's TextArea for the profile form's essays: each key is drawn at once (useTypedText). */
export function TextArea({ value, onChange, onKeyDown, onBlur, ...rest }: TextAreaProps) {
  const typed = useTypedText(value as string | undefined, { onChange, onKeyDown, onBlur });
  return <Input.TextArea {...rest} {...typed} />;
}
