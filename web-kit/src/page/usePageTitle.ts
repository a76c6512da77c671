import { useEffect } from 'react';

export const SITE_TITLE = 'Class of 2005J 20-Year Reunion';

/** Sets the browser tab's title for a screen, so each page is announced by its own name. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_TITLE}` : SITE_TITLE;
  }, [title]);
}
