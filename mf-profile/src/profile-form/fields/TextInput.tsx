import type { InputHTMLAttributes, Ref } from 'react';
import { useInputLook } from './inputLook';
import { useTypedText } from './useTypedText';

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue'> & {
  /** Given by Form.Item. */
  readonly value?: string;
  readonly ref?: Ref<HTMLInputElement>;
};

/**
 * The profile form's text field: a plain `<input>` drawn as antd's Input is, which React does
 * not draw again on a key (useTypedText; docs/profiles.md, "Typing keeps up").
 */
export function TextInput({
  value,
  ref,
  disabled,
  onChange,
  onKeyDown,
  onBlur,
  ...rest
}: TextInputProps) {
  const typed = useTypedText(value, ref, { onChange, onKeyDown, onBlur });
  const look = useInputLook(disabled);
  return <input type="text" {...rest} {...typed} {...look} />;
}
