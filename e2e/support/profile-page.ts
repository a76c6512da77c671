import type { Page } from 'playwright-core';

/** The label → value pairs of a profile page's cards (their `<dl>` lists). */
export async function detailPairs(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const pairs: Record<string, string> = {};
    for (const term of document.querySelectorAll('dl dt')) {
      const value = term.nextElementSibling;
      if (value?.tagName === 'DD') pairs[term.textContent ?? ''] = value.textContent ?? '';
    }
    return pairs;
  });
}
