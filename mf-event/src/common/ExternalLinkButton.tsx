import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@reunion/web-kit';

interface ExternalLinkButtonProps {
  readonly href: string;
  readonly children: ReactNode;
  readonly primary?: boolean;
}

/** A link to another site, opened in a new tab without giving that tab a handle on ours. */
export function ExternalLinkButton({ href, children, primary = false }: ExternalLinkButtonProps) {
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      size="large"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      icon={<ExportOutlined aria-hidden />}
      iconPlacement="end"
    >
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );
}
