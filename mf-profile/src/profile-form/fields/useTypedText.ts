import { startTransition, useState, type ChangeEvent } from 'react';

/**
 * A text field's value drawn by the field itself the moment a key is pressed, handed to the form
 * in a transition (docs/profiles.md, "Typing keeps up"). antd's Form.Item re-renders its whole
 * item (label, help, status, the field's styles) on every change; as a transition React does that
 * in slices after the key is on screen, and a next key interrupts it. The form's store is written at once (the transition only defers React's work),
 * so a save or a rule reads what was typed.
 */
export function useTypedText<Element extends HTMLInputElement | HTMLTextAreaElement>(
  value: string | undefined,
  onChange: ((event: ChangeEvent<Element>) => void) | undefined,
) {
  const [typed, setTyped] = useState(value ?? '');
  // A value the form sets itself (a restored draft, a reset, a rule) replaces what is drawn.
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setTyped(value ?? '');
  }
  const change = (event: ChangeEvent<Element>) => {
    setTyped(event.target.value);
    startTransition(() => onChange?.(event));
  };
  return [typed, change] as const;
}
