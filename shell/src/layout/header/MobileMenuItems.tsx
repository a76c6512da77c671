import type { ReactNode } from 'react';
import { Button } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { NavLinks } from './NavLinks';
import { ProfileLink } from './ProfileLink';

/**
 * What the phone menu holds, in its drawer (MobileMenuDrawer) or without it (PlainMobileMenu):
 * the header's links, then the profile button and Logout, and `children` after them.
 */
export function MobileMenuItems({
  onClose: close,
  onLogout,
  loggingOut,
  children,
}: {
  onClose: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <nav aria-label="Main menu">
        <NavLinks className="mobile-nav" onNavigate={close} />
      </nav>
      <div className="mobile-nav__actions">
        <ProfileLink block emphasis />
        <Button
          block
          icon={<LogoutOutlined aria-hidden />}
          loading={loggingOut}
          onClick={() => {
            close();
            onLogout();
          }}
        >
          Logout
        </Button>
        {children}
      </div>
    </>
  );
}
