import { memo, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { Button, Flex } from 'antd';
import { PAGE_GAP, pageButtons } from '@reunion/contracts';

/**
 * Previous/next and numbered buttons (docs/pages.md, "Find Classmates"). Every button is named for
 * screen readers ("Page 3"), the current one is marked with aria-current, and long runs of pages
 * fold into gaps so 334 pages still fit on a phone. Memoised: a dozen antd buttons need not follow
 * each re-render of the page's frame.
 *
 * An arrow holding the focus (pressed from the keyboard, or clicked where a click focuses) that
 * reaches the first or the last page is disabled there, and the browser would drop its focus to
 * the page's body: the focus goes to the page reached, its number beside the arrow, announced as
 * the current page. Not to the other arrow, at the far end of the row: a second Enter there would
 * go back a page.
 */
export const DirectoryPagination = memo(function DirectoryPagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const nav = useRef<HTMLElement>(null);
  // Set by an arrow holding the focus as it is pressed onto the first or the last page.
  const focusCurrent = useRef(false);
  useLayoutEffect(() => {
    if (!focusCurrent.current) return;
    focusCurrent.current = false;
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);
  if (pageCount <= 1) return null;

  const arrowTo = (target: number) => (event: MouseEvent<HTMLElement>) => {
    focusCurrent.current =
      (target <= 1 || target >= pageCount) && event.currentTarget === document.activeElement;
    onPage(target);
  };
  return (
    <nav aria-label="Pagination" ref={nav}>
      <Flex gap={6} wrap justify="center" align="center">
        <Button aria-label="Previous page" disabled={page <= 1} onClick={arrowTo(page - 1)}>
          Previous
        </Button>
        {pageButtons(page, pageCount).map((button, index) =>
          button === PAGE_GAP ? (
            <span key={`gap-${index}`} aria-hidden="true" style={{ padding: '0 4px' }}>
              …
            </span>
          ) : (
            <Button
              key={button}
              type={button === page ? 'primary' : 'default'}
              aria-label={`Page ${button}`}
              aria-current={button === page ? 'page' : undefined}
              onClick={() => onPage(button)}
            >
              {button}
            </Button>
          ),
        )}
        <Button aria-label="Next page" disabled={page >= pageCount} onClick={arrowTo(page + 1)}>
          Next
        </Button>
      </Flex>
    </nav>
  );
});
