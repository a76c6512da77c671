import { memo } from 'react';
import { Button, Flex } from 'antd';
import { PAGE_GAP, pageButtons } from '@reunion/contracts';

/**
 * Previous/next and numbered buttons (docs/pages.md, "Find Classmates"). Every button is named for
 * screen readers ("Page 3"), the current one is marked with aria-current, and long runs of pages
 * fold into gaps so 334 pages still fit on a phone. Memoised: a dozen antd buttons need not follow
 * each re-render of the page's frame.
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
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination">
      <Flex gap={6} wrap justify="center" align="center">
        <Button aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
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
        <Button
          aria-label="Next page"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </Flex>
    </nav>
  );
});
