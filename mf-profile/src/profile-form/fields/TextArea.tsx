import { Input } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { useTypedText } from './useTypedText';

/** antd's TextArea for the profile form's essays: each key is drawn at once (useTypedText). */
export function TextArea({ value, onChange, ...rest }: TextAreaProps) {
  const [typed, change] = useTypedText(value as string | undefined, onChange);
  return <Input.TextArea {...rest} value={typed} onChange={change} />;
}
