import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Card, Form, Input, Typography } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { authMessages, MIN_PASSWORD_LENGTH } from '@reunion/contracts';
import { serverFieldErrors, usePageTitle, useToast, ButtonLink, Spinner } from '@reunion/web-kit';
import { useResetPassword } from '../hooks/useResetPassword';
import { useVerifyResetToken } from '../hooks/useVerifyResetToken';
import { NoReferrer } from './NoReferrer';
import { ConfirmPasswordItem } from '../components/ConfirmPasswordItem';

interface Values {
  password: string;
  confirmPassword: string;
}

type ScreenState = 'verifying' | 'valid' | 'invalid' | 'done';

function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <main className="full-page centered-page">
      <Card className="narrow-card">{children}</Card>
    </main>
  );
}

/** /auth/reset-password?token=…&email=… (docs/pages.md, "Password reset"). */
export function ResetPasswordPage() {
  return (
    <>
      <NoReferrer />
      <ResetPasswordScreen />
    </>
  );
}

function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const verification = useVerifyResetToken(token);
  const reset = useResetPassword();
  const [form] = Form.useForm<Values>();
  const { toast } = useToast();

  const state: ScreenState = reset.isSuccess
    ? 'done'
    : !token
      ? 'invalid'
      : verification.isPending
        ? 'verifying'
        : verification.data === true
          ? 'valid'
          : 'invalid';
  usePageTitle(
    {
      verifying: 'Verifying reset link',
      valid: 'Set a new password',
      invalid: 'Invalid Reset Link',
      done: 'Password Reset Complete',
    }[state],
  );

  // Say why the link was refused, once per visit.
  const told = useRef(false);
  useEffect(() => {
    if (told.current || !token) return;
    if (verification.isError) {
      told.current = true;
      toast({
        title: 'Error',
        description: 'An error occurred while verifying your reset token.',
        variant: 'destructive',
      });
    } else if (verification.data === false) {
      told.current = true;
      toast({
        title: 'Invalid or Expired Token',
        description:
          'Your password reset link is invalid or has expired. Please request a new one.',
        variant: 'destructive',
      });
    }
  }, [token, verification.isError, verification.data, toast]);

  if (state === 'verifying') {
    return (
      <main className="full-page centered-page">
        <div role="status" className="reset__verifying">
          <Spinner size="extra-large" colour="primary" />
          <p>Verifying your reset link...</p>
        </div>
      </main>
    );
  }

  if (state === 'invalid') {
    return (
      <CenteredCard>
        <Typography.Title level={1} className="card-title">
          <CloseCircleOutlined aria-hidden className="reset__icon reset__icon--error" /> Invalid
          Reset Link
        </Typography.Title>
        <Typography.Paragraph>
          This password reset link is invalid or has expired. Please request a new one from the
          login page.
        </Typography.Paragraph>
        <ButtonLink to="/auth" type="primary">
          Back to Login
        </ButtonLink>
      </CenteredCard>
    );
  }

  if (state === 'done') {
    return (
      <CenteredCard>
        <Typography.Title level={1} className="card-title">
          <CheckCircleOutlined aria-hidden className="reset__icon reset__icon--success" /> Password
          Reset Complete
        </Typography.Title>
        <Typography.Paragraph>
          Your password has been changed. You can now log in with your new password.
        </Typography.Paragraph>
        <ButtonLink to="/auth" type="primary">
          Go to Login
        </ButtonLink>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard>
      <Typography.Title level={1} className="card-title">
        Set a new password
      </Typography.Title>
      {email && <Typography.Paragraph>Choose a new password for {email}.</Typography.Paragraph>}
      <Form<Values>
        form={form}
        name="reset-password"
        layout="vertical"
        requiredMark={false}
        onFinish={({ password }) =>
          reset.mutate(
            { token: token ?? '', password, ...(email ? { email } : {}) },
            {
              // A password the server refuses (too common) is said under the field.
              onError: (error) => {
                const errors = serverFieldErrors(error, 'password');
                if (errors.length > 0) form.setFields([{ name: 'password', errors: [...errors] }]);
              },
            },
          )
        }
      >
        <Form.Item
          label="New Password"
          name="password"
          rules={[
            { required: true, message: authMessages.passwordTooShort },
            { min: MIN_PASSWORD_LENGTH, message: authMessages.passwordTooShort },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <ConfirmPasswordItem />
        <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
          Reset Password
        </Button>
      </Form>
    </CenteredCard>
  );
}
