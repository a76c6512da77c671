import { Button, Drawer, Flex } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { NavLinks } from './NavLinks';
import { ProfileLink } from './ProfileLink';

/** The drawer of the slide-out menu (MobileMenu loads it when first opened: loadMobileMenuDrawer.ts). */
export default function MobileMenuDrawer({
  id,
  open,
  onClose: close,
  onLogout,
  loggingOut,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  return (
    <Drawer
      id={id}
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
  );
}
