import { Input, type InputProps } from 'antd';
import { useTypedText } from './useTypedText';

/** antd's Input for the profile form's text fields: each key is drawn at once (useTypedText). */
export function TextInput({ value, onChange, ...rest }: InputProps) {
  const [typed, change] = useTypedText(value as string | undefined, onChange);
  return <Input {...rest} value={typed} onChange={change} />;
}
