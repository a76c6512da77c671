/** Fields whose text a visitor types or a password manager fills. */
export const TEXT_FIELDS = [
  'textarea',
  `input${[
    'checkbox',
    'radio',
    'file',
    'hidden',
    'submit',
    'button',
    'reset',
    'image',
    'range',
    'color',
  ]
    .map((type) => `:not([type="${type}"])`)
    .join('')}`,
].join(',');

/**
 * Hands React what was typed into a field before React took it over. React keeps such text on
 * screen but not in its state (its value tracker starts from the text, so no change is ever
 * seen), and a controlled field is emptied at its next render. Writing the server's value
 * through the element's own `value` (where React's tracker sits) makes React believe the field
 * still holds it; writing the typed text through the prototype's setter changes only the DOM;
 * the `input` event then reaches React as the change it is, through the field's onChange.
 * This leans on how react-dom tracks values (unchanged since React 15); the browser test of
 * early input fails if that ever changes.
 *
 * `typed` is read before any field is handed on: React may render between two of them.
 */
export function adoptTypedValue(
  field: HTMLInputElement | HTMLTextAreaElement,
  typed: string,
): void {
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  const setDomValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setDomValue) return;
  field.value = field.defaultValue;
  setDomValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
