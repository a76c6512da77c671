import { useEffect } from 'react';
import { reunionFacts } from '@reunion/contracts';
import { usePageHead } from './pageHead.js';

export const SITE_TITLE = reunionFacts.siteName;

export function fullTitle(title: string): string {
  return title ? `${title} | ${SITE_TITLE}` : SITE_TITLE;
}

/**
 * Sets the browser tab's title for a screen, so each page is announced by its own name; on the
 * server, the rendered page's <title>.
 */
export function usePageTitle(title: string): void {
  const head = usePageHead();
  if (head) head.title = fullTitle(title);
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
