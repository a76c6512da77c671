import { fireEvent, screen } from '@testing-library/react';
import { chooseOption } from './antdSelect';

export function typeInto(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The three required fields, as a person fills them in. */
export async function fillRequiredFields(): Promise<void> {
  typeInto('First Name', 'Grace');
  typeInto('Last Name', 'Hopper');
  await chooseOption('Country', 'United States', 'United St');
}
