import { Typography } from 'antd';
import { useId, type ReactNode } from 'react';

interface PageSectionProps {
  readonly heading: string;
  readonly children: ReactNode;
  /** The in-page anchor other links jump to ('schedule', 'accommodation'). */
  readonly id?: string;
}

/** A titled region: an h2 the section is labelled by, so landmarks read as the page does. */
export function PageSection({ heading, children, id }: PageSectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} style={{ scrollMarginTop: 80 }}>
      <Typography.Title level={2} id={headingId}>
        {heading}
      </Typography.Title>
      {children}
    </section>
  );
}
