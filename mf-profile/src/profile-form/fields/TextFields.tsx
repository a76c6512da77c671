import type {
  ChangeEvent,
  FocusEvent,
  InputHTMLAttributes,
  KeyboardEvent,
  Ref,
  TextareaHTMLAttributes,
} from 'react';
import { useInputLook } from './inputLook';
import { type TextElement, useTypedText } from './useTypedText';

/** A field's own attributes, with what Form.Item gives it: its value, ref and handlers. */
type FieldProps<Element extends TextElement, Attributes> = Omit<
  Attributes,
  'value' | 'defaultValue' | 'onChange' | 'onKeyDown' | 'onBlur'
> & {
  readonly value?: string;
  readonly ref?: Ref<Element>;
  readonly disabled?: boolean;
  readonly onChange?: (event: ChangeEvent<Element>) => void;
  readonly onKeyDown?: (event: KeyboardEvent<Element>) => void;
  readonly onBlur?: (event: FocusEvent<Element>) => void;
};

function useTypedField<Element extends TextElement, Attributes>({
  value,
  ref,
  disabled,
  onChange,
  onKeyDown,
  onBlur,
  ...attributes
}: FieldProps<Element, Attributes>) {
  const typed = useTypedText(value, ref, { onChange, onKeyDown, onBlur });
  return { ...attributes, ...typed, ...useInputLook(disabled) };
}

/**
 * The profile form's text field: a plain `<input>` drawn as antd's Input is, which React does
 * not draw again on a key (useTypedText; docs/profiles.md, "Typing keeps up").
 */
export function TextInput(
  props: FieldProps<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>,
) {
  return <input type="text" {...useTypedField(props)} />;
}

/** The profile form's essay field: a plain `<textarea>`, as TextInput. */
export function TextArea(
  props: FieldProps<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  return <textarea {...useTypedField(props)} />;
}
