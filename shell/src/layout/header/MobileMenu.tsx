// eslint-disable-next-line no-restricted-imports -- the drawer is drawn only in the browser, once opened
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from 'antd';
import { MenuOutlined } from '@ant-design/icons';

// The drawer (antd's Drawer and what it shows) is fetched when the visitor reaches for the menu
// button and run when it first opens: every page load on a phone evaluated it before, for a menu
// most visits never open.
const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(loadDrawer);

/**
 * The slide-out menu of small screens, with the same items as the header (docs/pages.md, "Header
 * and footer").
 */
export function MobileMenu({
  onLogout,
  loggingOut,
}: {
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const [open, setOpen] = useState(false);
  // Kept once opened, so closing it plays the drawer's closing animation.
  const [used, setUsed] = useState(false);
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
        onPointerDown={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={open}
            onClose={close}
            onLogout={onLogout}
            loggingOut={loggingOut}
          />
        </Suspense>
      )}
    </>
  );
}
