import { Tabs } from 'antd';
import { TakeOverSuspense } from '@reunion/web-kit';
import { ForgotPasswordCard } from './components/ForgotPasswordCard';
import { LoginForm } from './components/LoginForm';
import { RegisterPanel } from './components/RegisterPanel';

export interface AuthCardProps {
  forgotPassword: boolean;
  onForgotPassword: (open: boolean) => void;
}

/**
 * The sign-in card's forms: the login and register tabs, or the forgot-password form. A chunk
 * of its own (AuthPage), fetched while the frame around it is drawn.
 */
export function AuthCard({ forgotPassword, onForgotPassword }: AuthCardProps) {
  if (forgotPassword) return <ForgotPasswordCard onBack={() => onForgotPassword(false)} />;
  return (
    <Tabs
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
              <LoginForm onForgotPassword={() => onForgotPassword(true)} />
            </TakeOverSuspense>
          ),
        },
        { key: 'register', label: 'Register', children: <RegisterPanel /> },
      ]}
    />
  );
}
