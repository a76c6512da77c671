import { useEffect, useRef } from 'react';
import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { MobileMenuItems } from './MobileMenuItems';

/**
 * The phone menu's items without its drawer, for when the drawer's code could not be fetched (no
 * signal, a flaky one): the menu is a phone's only way to another page and to Logout, so a tap
 * on the menu button always shows them. Built only of what the header itself is made of, so it
 * needs nothing fetched. Not modal: the menu button above it stays in reach, and tries the
 * drawer again.
 */
export function PlainMobileMenu({
  id,
  onClose: close,
  onLogout,
  loggingOut,
}: {
  id: string;
  onClose: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const panel = useRef<HTMLDivElement>(null);
  // As the drawer does: keyboard and screen-reader users land in the menu they opened.
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      id={id}
      ref={panel}
      className="plain-mobile-menu"
      role="dialog"
      aria-label="Menu"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <MobileMenuItems onClose={close} onLogout={onLogout} loggingOut={loggingOut}>
        <Button block type="text" icon={<CloseOutlined aria-hidden />} onClick={close}>
          Close menu
        </Button>
      </MobileMenuItems>
    </div>
  );
}
