import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement } from 'react';

const ARROW_NAMES = { prev: 'Previous page', next: 'Next page' } as const;

/**
 * A table's pagination `itemRender` that names the previous and next arrows. antd draws each
 * as a button holding only an icon, so a screen reader heard 'left' and 'right' (the icons'
 * names); its locale's 'Previous Page' is only a tooltip on the list item around the button.
 */
export const namedPageArrows: NonNullable<PaginationProps['itemRender']> = (
  _page,
  type,
  element,
) =>
  (type === 'prev' || type === 'next') && isValidElement<{ 'aria-label'?: string }>(element)
    ? cloneElement(element, { 'aria-label': ARROW_NAMES[type] })
    : element;
