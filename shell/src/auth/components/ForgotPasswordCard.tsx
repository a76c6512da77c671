import { Alert, Button, Form, Input, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { authMessages, type PasswordResetRequest } from '@reunion/contracts';
import { useRequestPasswordReset } from '../hooks/useRequestPasswordReset';
import { AuthViewLink } from './AuthViewLink';

/** Asks for a reset link by e-mail; after sending, tells the user to look in their inbox and spam folder. */
export function ForgotPasswordCard() {
  const request = useRequestPasswordReset();
  return (
    <div className="forgot-password">
      <Typography.Title level={2} className="auth-card__heading">
        Reset your password
      </Typography.Title>
      {request.isSuccess ? (
        <Alert
          type="success"
          showIcon
          title="Check your email"
          description="If an account with that email exists, we have sent it a link to set a new password. Please check your email inbox and your spam folder."
        />
      ) : (
        <>
          <Typography.Paragraph>
            Enter the email address of your account and we will send you a link to set a new
            password.
          </Typography.Paragraph>
          <Form<PasswordResetRequest>
            name="forgot-password"
            layout="vertical"
            requiredMark={false}
            // The form says what is wrong itself; the browser's bubble would say it again.
            noValidate
            onFinish={(values) => request.mutate({ email: values.email.trim() })}
          >
            <Form.Item
              label="Email"
              name="email"
              rules={[
                { required: true, whitespace: true, message: authMessages.emailRequired },
                { type: 'email', message: authMessages.validEmailRequired },
              ]}
            >
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={request.isPending}>
              Send Reset Link
            </Button>
          </Form>
        </>
      )}
      <AuthViewLink
        view="sign-in"
        type="link"
        icon={<ArrowLeftOutlined aria-hidden />}
        className="auth-card__link"
      >
        Back to login
      </AuthViewLink>
    </div>
  );
}
