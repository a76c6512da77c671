import { Card, Flex, Typography } from 'antd';
import { useId, type ReactNode } from 'react';

/** One titled block of the Attendance Summary tab, a landmark named by its heading. */
export function SummarySection({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Typography.Title id={headingId} level={2} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Flex vertical gap={24}>
          {children}
        </Flex>
      </section>
    </Card>
  );
}
