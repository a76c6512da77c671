import { Tabs } from 'antd';
import { HydrateOnView, TakeOverSuspense } from '@reunion/web-kit';
import { ForgotPasswordCard } from './components/ForgotPasswordCard';
import { LoginForm } from './components/LoginForm';
import { RegisterPanel } from './components/RegisterPanel';

/**
 * The register tab's content, one element for every render: HydrateOnView takes it over when it
 * is seen, and new children would have it taken over at once (its memo compares them).
 */
const registerPanel = <RegisterPanel />;

export interface AuthCardProps {
  /** The address asks for the forgot-password card (authView.ts). */
  forgotPassword: boolean;
}

/**
 * The sign-in card's forms: the login and register tabs, or the forgot-password form. A chunk
 * of its own (AuthPage), fetched while the frame around it is drawn.
 */
export function AuthCard({ forgotPassword }: AuthCardProps) {
  if (forgotPassword) return <ForgotPasswordCard />;
  return (
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
}
