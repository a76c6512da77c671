import { useEffect } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { authMessages, type PasswordResetRequest } from '@reunion/contracts';
import { useAuthView } from '../authView';
import { useRequestPasswordReset } from '../hooks/useRequestPasswordReset';
import { AuthViewLink } from './AuthViewLink';

/** Asks for a reset link by e-mail; after sending, tells the user to look in their inbox and spam folder. */
export function ForgotPasswordCard() {
  const request = useRequestPasswordReset();
  // The form's own store, kept while the form is swapped for the result below: opened again, the
  // form holds the address last typed.
  const [form] = Form.useForm<PasswordResetRequest>();
  const shown = useAuthView() === 'forgot-password';
  const { reset } = request;
  useEffect(() => {
    // The card stays drawn, hidden, while the tabs show (AuthCard), so whatever it ended on would
    // greet the next visit: the result with no form, so a mistyped address could not be corrected
    // without a reload, or the last error under the field. Left, it goes back to the form. The
    // address typed stays: coming back is mostly to correct it or to send it again.
    if (shown) return;
    reset();
    form.setFields([{ name: 'email', errors: [] }]);
  }, [shown, reset, form]);
  return (
    <div className="forgot-password">
      {/* Focusable by script: where the focus goes when the card is opened (focusView). */}
      <Typography.Title level={2} className="auth-card__heading" tabIndex={-1}>
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
            form={form}
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
