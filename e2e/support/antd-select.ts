import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { waitUntilStill } from './settled-page';

/**
 * Picks an option of the antd Select labelled `label`, as a person does: click the select,
 * type to narrow a long list (it renders virtually), click the option. The dropdown is found
 * by the list its input controls, so a neighbour's dropdown still fading out is never used.
 */
export async function choose(
  page: Page,
  label: string,
  option: string,
  search?: string,
): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  const listId = `${await input.getAttribute('id')}_list`;
  const dropdown = page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) });
  await input.click();
  await dropdown.waitFor();
  // A click on an option while the list still slides open can miss it (CI saw the list stay
  // open), as a person would wait for it to settle.
  await waitUntilStill(page, dropdown);
  if (search !== undefined) await input.pressSequentially(search);
  // The role=option elements are antd's hidden screen-reader copy; people click the drawn item.
  await dropdown.getByTitle(option, { exact: true }).click();
  await dropdown.waitFor({ state: 'hidden' });
  jestExpect(await selected(page, label)).toBe(option);
}

/** What the antd Select labelled `label` shows as chosen. */
export async function selected(page: Page, label: string): Promise<string> {
  const select = page.locator('.ant-select', { has: page.getByLabel(label, { exact: true }) });
  return (await select.locator('.ant-select-content').getAttribute('title')) ?? '';
}
