import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { loadMobileMenuDrawer, type MobileMenuDrawerComponent } from './loadMobileMenuDrawer';
import { PlainMobileMenu } from './PlainMobileMenu';

const MENU_ID = 'site-mobile-menu';
/** A fetch of the drawer quicker than this shows no spinner on the button: a flicker, not news. */
const SPINNER_DELAY_MS = 300;

/** Warms the drawer's code as the visitor reaches for the button; a failure waits for the tap. */
const prefetchDrawer = () => void loadMobileMenuDrawer().catch(() => undefined);

/**
 * The slide-out menu of small screens, with the same items as the header (docs/pages.md, "Header
 * and footer"). Its drawer's code comes when first needed (loadMobileMenuDrawer.ts); when it
 * cannot come, the tap shows the same items without the drawer (PlainMobileMenu), and the next
 * tap tries the drawer again. A failed fetch never reaches the page's error boundary, which
 * replaced the whole page (the programme kept offline among them) with "could not be loaded".
 */
export function MobileMenu({
  onLogout,
  loggingOut,
}: {
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const [open, setOpen] = useState(false);
  // Kept once it arrived, so closing the drawer plays its closing animation.
  const [Drawer, setDrawer] = useState<MobileMenuDrawerComponent | null>(null);
  const [fetching, setFetching] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const { pathname } = useLocation();
  // Any navigation from the menu (links, the profile button) closes it.
  useEffect(() => setOpen(false), [pathname]);

  const fetchDrawer = () => {
    setFetching(true);
    loadMobileMenuDrawer().then(
      (code) => {
        setDrawer(() => code.default);
        setFailed(false);
        setFetching(false);
      },
      () => {
        setFailed(true);
        setFetching(false);
      },
    );
  };

  return (
    <>
      <Button
        ref={button}
        className="site-header__menu-button"
        type="text"
        size="large"
        icon={<MenuOutlined aria-hidden />}
        // A slow signal: the tap is answered while the drawer's code is on its way.
        loading={fetching && { delay: SPINNER_DELAY_MS }}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onPointerDown={prefetchDrawer}
        onFocus={prefetchDrawer}
        onClick={() => {
          setOpen(true);
          if (!Drawer) fetchDrawer();
        }}
      />
      {Drawer ? (
        <Drawer
          id={MENU_ID}
          open={open}
          onClose={close}
          onLogout={onLogout}
          loggingOut={loggingOut}
        />
      ) : (
        failed &&
        open && (
          <PlainMobileMenu
            id={MENU_ID}
            onClose={() => {
              close();
              button.current?.focus();
            }}
            onLogout={onLogout}
            loggingOut={loggingOut}
          />
        )
      )}
    </>
  );
}
