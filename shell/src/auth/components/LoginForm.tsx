import { Button, Form, Input } from 'antd';
import { authMessages, type LoginRequest } from '@reunion/contracts';
import { useLogin } from '../hooks/useLogin';
import { AuthViewLink } from './AuthViewLink';

/** Username-or-e-mail and password (docs/pages.md, "Sign in and register"). */
export function LoginForm() {
  const login = useLogin();
  return (
    <Form<LoginRequest>
      name="login"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => login.mutate(values)}
    >
      <Form.Item
        label="Username or Email"
        name="username"
        rules={[{ required: true, whitespace: true, message: authMessages.usernameRequired }]}
      >
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, message: authMessages.passwordRequired }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
        Login
      </Button>
      <AuthViewLink view="forgot-password" type="link" className="auth-card__link">
        Forgotten your password?
      </AuthViewLink>
    </Form>
  );
}
