import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** The open dropdown of the antd Select labelled `label`. */
async function openDropdown(input: HTMLElement): Promise<HTMLElement> {
  fireEvent.mouseDown(input);
  return waitFor(() => {
    const dropdown = document.getElementById(`${input.id}_list`)?.closest('.ant-select-dropdown');
    if (!(dropdown instanceof HTMLElement)) throw new Error(`no dropdown for ${input.id}`);
    return dropdown;
  });
}

/**
 * Picks an option of the antd Select whose visible label is `label`. Typing first narrows long
 * lists (countries), which render virtually.
 */
export async function chooseOption(label: string, option: string, search?: string): Promise<void> {
  const input = screen.getByLabelText(label);
  const dropdown = await openDropdown(input);
  if (search !== undefined) fireEvent.change(input, { target: { value: search } });
  const item = await waitFor(() => within(dropdown).getByTitle(option));
  fireEvent.click(item);
  await waitFor(() => expect(selectedOption(label)).toBe(option));
}

/** What the antd Select labelled `label` shows as chosen ('' for none). */
export function selectedOption(label: string): string {
  const select = screen.getByLabelText(label).closest('.ant-select');
  return select?.querySelector('.ant-select-content')?.getAttribute('title') ?? '';
}
