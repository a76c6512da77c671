import { useEffect, useRef } from 'react';
import { Tabs } from 'antd';
import { TAKE_OVER } from '@reunion/contracts';
import { HydrateOnView, TakeOverSuspense } from '@reunion/web-kit';
import { ForgotPasswordCard } from './components/ForgotPasswordCard';
import { LoginForm } from './components/LoginForm';
import { RegisterPanel } from './components/RegisterPanel';
import { focusView } from '../page-script/showViewEarly';
import { AUTH_VIEW_ID, type AuthView } from './authView';

/**
 * The register tab's content, one element for every render: HydrateOnView takes it over when it
 * is seen, and new children would have it taken over at once (its memo compares them).
 */
const registerPanel = <RegisterPanel />;

export interface AuthCardProps {
  /** The address asks for the forgot-password card (authView.ts). */
  forgotPassword: boolean;
}

/** The forgot-password card, one element for every render (HydrateOnView, as registerPanel). */
const forgotPasswordCard = <ForgotPasswordCard />;

/**
 * The sign-in card's forms: the login and register tabs, or the forgot-password form. A chunk
 * of its own (AuthPage), fetched while the frame around it is drawn.
 *
 * Both views are drawn, the one the address does not ask for hidden (a view: contracts'
 * TAKE_OVER.viewAttribute), so that the page script shows the forgot-password card the moment
 * "Forgotten your password?" is tapped before React has taken the page over
 * (shell/src/page-script/showViewEarly.ts); as a link the browser followed, that was a page load.
 * Each view keeps its place in the tree whichever shows: what was typed into the card before the
 * take-over stays in it. The card is taken over once shown (HydrateOnView), as the register
 * panel: the login form stays the last part of a sign-in page taken over (see below).
 */
export function AuthCard({ forgotPassword }: AuthCardProps) {
  const view = (name: AuthView) => ({
    id: AUTH_VIEW_ID[name],
    [TAKE_OVER.viewAttribute]: '',
    hidden: (name === 'forgot-password') !== forgotPassword,
  });
  // The link pressed to switch views is in the one now hidden: the focus goes into the one shown
  // (focusView, which the page script uses for a press before the take-over too). Not on the
  // first render: a page opened keeps the browser's focus.
  const drawnFor = useRef(forgotPassword);
  useEffect(() => {
    if (drawnFor.current === forgotPassword) return;
    drawnFor.current = forgotPassword;
    const shown = document.getElementById(
      AUTH_VIEW_ID[forgotPassword ? 'forgot-password' : 'sign-in'],
    );
    if (shown) focusView(shown);
  }, [forgotPassword]);
  return (
    <>
      <div {...view('sign-in')}>{tabs}</div>
      <div {...view('forgot-password')}>
        <HydrateOnView>{forgotPasswordCard}</HydrateOnView>
      </div>
    </>
  );
}

/** The login and register tabs, one element for every render. */
const tabs = (
  <Tabs
    // Tabs with an id name their panels (aria-controls): what the page script reads to show the
    // register panel the moment "Register" is tapped, before React has taken the page over.
    id="auth-tabs"
    defaultActiveKey="login"
    items={[
      {
        key: 'login',
        label: 'Login',
        // A boundary of its own, so React takes the form over in a pass after the tabs': each
        // commit is followed at once by the re-render antd's fields and tabs ask for from their
        // layout effects, and in one they were a task of 100–200 ms at 4×.
        children: (
          <TakeOverSuspense fallback={null}>
            <LoginForm />
          </TakeOverSuspense>
        ),
      },
      {
        key: 'register',
        label: 'Register',
        // Drawn by the server too, hidden, for the page script to show when "Register" is
        // tapped early (shell/src/page-script/showTabEarly.ts): drawn only once chosen, the
        // class gate came seconds after the tap, and what was typed meanwhile went into the
        // login form on screen. Taken over once shown, a part of its own (a region): a
        // sign-in's take-over has no more to do than before, and the login form stays the
        // last part of the page taken over, in whose commit the page script hands React what
        // was typed into it (taken over first, a field React draws again before the rest of
        // the page is taken over loses the text typed before).
        forceRender: true,
        children: <HydrateOnView>{registerPanel}</HydrateOnView>,
      },
    ]}
  />
);
