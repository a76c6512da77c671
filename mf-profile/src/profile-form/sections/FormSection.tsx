import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

interface FormSectionProps {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}

/**
 * One of the form's four parts: a card whose h2 names the region for screen readers. `id` is
 * also its address (the event page's "RSVP Now" leads a member to `#rsvp-travel`), clear of the
 * sticky header when scrolled to.
 */
export function FormSection({ id, title, children }: FormSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} style={{ marginBottom: 24, scrollMarginTop: 80 }}>
      <Card
        title={
          <Typography.Title id={headingId} level={2} style={{ margin: 0, fontSize: 20 }}>
            {title}
          </Typography.Title>
        }
      >
        {children}
      </Card>
    </section>
  );
}
