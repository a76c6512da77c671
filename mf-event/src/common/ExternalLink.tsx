import type { ReactNode } from 'react';
import { VisuallyHidden } from '@reunion/web-kit';

/** An inline link to another site, in a new tab, announced as such. */
export function ExternalLink({
  href,
  children,
}: {
  readonly href: string;
  readonly children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
