import type { Ref, TextareaHTMLAttributes } from 'react';
import { useInputLook } from './inputLook';
import { useTypedText } from './useTypedText';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue'> & {
  /** Given by Form.Item. */
  readonly value?: string;
  readonly ref?: Ref<HTMLTextAreaElement>;
};

/**
 * The profile form's essay field: a plain `<textarea>` drawn as antd's TextArea is, which React
 * does not draw again on a key (useTypedText; docs/profiles.md, "Typing keeps up").
 */
export function TextArea({
  value,
  ref,
  disabled,
  onChange,
  onKeyDown,
  onBlur,
  ...rest
}: TextAreaProps) {
  const typed = useTypedText(value, ref, { onChange, onKeyDown, onBlur });
  const look = useInputLook(disabled);
  return <textarea {...rest} {...typed} {...look} />;
}
