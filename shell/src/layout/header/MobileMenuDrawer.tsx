import { Drawer } from 'antd';
import { MobileMenuItems } from './MobileMenuItems';

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
      <MobileMenuItems onClose={close} onLogout={onLogout} loggingOut={loggingOut} />
    </Drawer>
  );
}
