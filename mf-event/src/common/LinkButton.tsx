import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface LinkButtonProps {
  readonly to: string;
  readonly children: ReactNode;
  /** 'inverse' is the main action on a brand-green background: white with green text. */
  readonly variant?: 'primary' | 'default' | 'inverse';
}

/**
 * An in-app link drawn as a button. A router Link (not a <button> that navigates) so it
 * stays a link for screen readers, middle-click and the router's client-side navigation.
 */
export function LinkButton({ to, children, variant = 'default' }: LinkButtonProps) {
  const { token } = theme.useToken();
  const colours: Record<NonNullable<LinkButtonProps['variant']>, CSSProperties> = {
    primary: {
      background: token.colorPrimary,
      borderColor: token.colorPrimary,
      color: token.colorTextLightSolid,
    },
    default: {
      background: token.colorBgContainer,
      borderColor: token.colorBorder,
      color: token.colorText,
    },
    inverse: {
      background: token.colorBgContainer,
      borderColor: token.colorBgContainer,
      color: token.colorPrimary,
    },
  };
  const style: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: token.controlHeightLG,
    padding: `0 ${token.paddingLG}px`,
    borderRadius: token.borderRadiusLG,
    borderStyle: 'solid',
    borderWidth: token.lineWidth,
    fontSize: token.fontSizeLG,
    fontWeight: 600,
    textDecoration: 'none',
    ...colours[variant],
  };
  return (
    <Link to={to} style={style}>
      {children}
    </Link>
  );
}
