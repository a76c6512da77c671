import type { ReactNode } from 'react';
import { VisuallyHidden } from '@reunion/web-kit';

/**
 * A link to another site, in a new tab, announced as such: inline, or standing alone with
 * web-kit's STANDALONE_LINK_CLASS.
 */
export function ExternalLink({
  href,
  children,
  className,
}: {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
