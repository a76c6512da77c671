import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Drawer, Flex } from 'antd';
import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { NavLinks } from './NavLinks';
import { ProfileLink } from './ProfileLink';

/** The slide-out menu of small screens, with the same items as the header (SPEC). */
export function MobileMenu({
  onLogout,
  loggingOut,
}: {
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const { pathname } = useLocation();
  // Any navigation from the menu (links, the profile button) closes it.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <Button
        className="site-header__menu-button"
        type="text"
        size="large"
        icon={<MenuOutlined aria-hidden />}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="site-mobile-menu"
        onClick={() => setOpen(true)}
      />
      <Drawer
        id="site-mobile-menu"
        title="Menu"
        placement="right"
        open={open}
        onClose={close}
        size={300}
        closable={{ 'aria-label': 'Close menu' }}
      >
        <nav aria-label="Main menu">
          <NavLinks className="mobile-nav" onNavigate={close} />
        </nav>
        <Flex vertical gap={12} className="mobile-nav__actions">
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
        </Flex>
      </Drawer>
    </>
  );
}
