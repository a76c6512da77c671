import { Tabs } from 'antd';
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
          children: <LoginForm onForgotPassword={() => onForgotPassword(true)} />,
        },
        { key: 'register', label: 'Register', children: <RegisterPanel /> },
      ]}
    />
  );
}
