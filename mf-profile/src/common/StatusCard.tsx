import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

interface StatusCardProps {
  readonly title: string;
  readonly children?: ReactNode;
  readonly actions?: ReactNode;
  /** Unauthorized and not-found states interrupt the screen; announce them. */
  readonly role?: 'alert' | 'status';
  /** 1 when the card is all the screen shows (no page heading above it). */
  readonly level?: 1 | 2;
}

/** A centred card for the screens' non-form states (not found, no access, already a profile). */
export function StatusCard({ title, children, actions, role, level = 2 }: StatusCardProps) {
  return (
    <Card role={role} style={{ maxWidth: 560, margin: '24px auto', textAlign: 'center' }}>
      <Typography.Title level={level} style={{ marginTop: 0, fontSize: 24 }}>
        {title}
      </Typography.Title>
      {children && <Typography.Paragraph>{children}</Typography.Paragraph>}
      {actions && (
        <Flex gap={12} justify="center" wrap>
          {actions}
        </Flex>
      )}
    </Card>
  );
}
