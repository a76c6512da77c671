import { theme } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '@reunion/web-kit';

interface LinkButtonProps {
  readonly to: string;
  readonly children: ReactNode;
  /** 'inverse' is the main action on a brand-green background: white with green text. */
  readonly variant?: 'primary' | 'default' | 'inverse';
}

/**
 * An in-app link drawn as a large button: web-kit's ButtonLink, a link for screen readers,
 * middle-click and the router, and an antd button for its size, so on a phone it is as tall as
 * every other button (44 px; its own 40 px min-height and border made it 42). A long label
 * ('RSVP and Add Your Accommodation') wraps on a phone rather than running off the screen: the
 * height follows the text, the padding keeps one line at antd's large height.
 */
export function LinkButton({ to, children, variant = 'default' }: LinkButtonProps) {
  const { token } = theme.useToken();
  const inverse = variant === 'inverse';
  return (
    <ButtonLink
      to={to}
      size="large"
      type={variant === 'primary' ? 'primary' : 'default'}
      style={{
        height: 'auto',
        whiteSpace: 'normal',
        paddingBlock:
          (token.controlHeightLG - token.fontSizeLG * token.lineHeight) / 2 - token.lineWidth,
        fontWeight: 600,
        ...(inverse && {
          background: token.colorBgContainer,
          borderColor: token.colorBgContainer,
          color: token.colorPrimary,
        }),
      }}
    >
      {children}
    </ButtonLink>
  );
}
