import { useState } from 'react';
import { Card, Tabs, Typography } from 'antd';
import { usePageTitle } from '@reunion/web-kit';
import { ReunionLogo } from '../layout/header/ReunionLogo';
import { ForgotPasswordCard } from './components/ForgotPasswordCard';
import { LoginForm } from './components/LoginForm';
import { PromoPanel } from './components/PromoPanel';
import { RegisterPanel } from './components/RegisterPanel';

/** /auth: the login and register tabs, or the forgot-password card, beside the promo panel. */
export function AuthPage() {
  const [forgotPassword, setForgotPassword] = useState(false);
  usePageTitle(forgotPassword ? 'Reset your password' : 'Sign in');
  return (
    <main className="auth-page">
      <div className="auth-page__grid">
        <Card className="auth-card">
          <div className="auth-card__brand">
            <ReunionLogo size={48} />
            <div>
              <Typography.Title level={1} className="auth-card__title">
                Class of 2005J Reunion
              </Typography.Title>
              <Typography.Text type="secondary">
                June 27-29, 2025 • Fontainebleau, France
              </Typography.Text>
            </div>
          </div>
          {forgotPassword ? (
            <ForgotPasswordCard onBack={() => setForgotPassword(false)} />
          ) : (
            <Tabs
              defaultActiveKey="login"
              items={[
                {
                  key: 'login',
                  label: 'Login',
                  children: <LoginForm onForgotPassword={() => setForgotPassword(true)} />,
                },
                { key: 'register', label: 'Register', children: <RegisterPanel /> },
              ]}
            />
          )}
        </Card>
        <PromoPanel />
      </div>
    </main>
  );
}
