import { Input, type InputProps } from 'antd';
import { useTypedText } from './useTypedText';

/** antd's Input for the profile form's text fields: each key is drawn at once (useTypedText). */
export function TextInput({ value, onChange, onKeyDown, onBlur, ...rest }: InputProps) {
  const typed = useTypedText(value as string | undefined, { onChange, onKeyDown, onBlur });
  return <Input {...rest} {...typed} />;
}
