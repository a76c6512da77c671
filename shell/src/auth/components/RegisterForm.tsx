import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { authMessages, MIN_PASSWORD_LENGTH, type PublicUser } from '@reunion/contracts';
import {
  isApiStatus,
  queryKeyOf,
  serverErrorText,
  serverFieldErrors,
  useToast,
} from '@reunion/web-kit';
import { REGISTER_REDIRECT_MS } from '../authSettings';
import { useRegister } from '../hooks/useRegister';
import { ConfirmPasswordItem } from './ConfirmPasswordItem';

interface Values {
  email: string;
  password: string;
  confirmPassword: string;
}

interface Props {
  classPassword: string;
  /** The server refused the class password: back to the gate with its words. */
  onClassPasswordRefused: (message: string) => void;
  onBack: () => void;
}

/**
 * E-mail, password and confirmation (docs/pages.md, "Sign in and register"), then home after 1 s.
 */
export function RegisterForm({ classPassword, onClassPasswordRefused, onBack }: Props) {
  const register = useRegister();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [registered, setRegistered] = useState<PublicUser | null>(null);

  // The account exists and is signed in; the success message stays up for a second before
  // the session is set. Setting it is enough: /auth then sends a signed-in visitor
  // home, or back to the page they were bounced from, like a login (see PublicOnly).
  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => {
      queryClient.setQueryData(queryKeyOf('getUser'), registered);
    }, REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered, queryClient]);

  const submit = ({ email, password }: Values) => {
    setFailure(null);
    register.mutate(
      { email: email.trim(), password, classPassword },
      {
        onSuccess: (user) => {
          toast({
            title: 'Registration successful',
            description: 'Your account has been created successfully',
          });
          setRegistered(user);
        },
        onError: (error) => {
          if (isApiStatus(error, 403)) {
            onClassPasswordRefused(authMessages.wrongClassPassword);
            return;
          }
          const serverText = serverErrorText(error);
          toast({
            title: 'Registration failed',
            description: serverText ?? 'Username or email may already be taken',
            variant: 'destructive',
          });
          // The server's word on one field (a password too common, an invisible character)
          // shows under that field; anything else above the form.
          const atFields = (['email', 'password'] as const)
            .map((name) => ({ name, errors: [...serverFieldErrors(error, name)] }))
            .filter((field) => field.errors.length > 0);
          if (atFields.length > 0) form.setFields(atFields);
          else setFailure(serverText ?? 'Unknown error occurred');
        },
      },
    );
  };

  if (registered) {
    return (
      <Alert
        type="success"
        showIcon
        title="Success"
        description="Registration successful! You will be redirected to the home page."
        role="status"
      />
    );
  }

  return (
    <div className="register">
      <Typography.Title level={2} className="auth-card__heading">
        Create your account
      </Typography.Title>
      {failure && (
        <Alert
          type="error"
          showIcon
          title="Registration failed"
          description={failure}
          className="auth-card__alert"
        />
      )}
      <Form<Values>
        form={form}
        name="register"
        layout="vertical"
        requiredMark={false}
        // The form says what is wrong itself; the browser's bubble would say it a second time.
        noValidate
        onFinish={submit}
      >
        <Form.Item
          label="Email"
          name="email"
          rules={[
            { required: true, whitespace: true, message: authMessages.emailAndPasswordRequired },
            { type: 'email', message: authMessages.invalidEmail },
          ]}
        >
          {/* The form replaces the gate the visitor just passed: they carry on typing here. */}
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[
            { required: true, message: authMessages.emailAndPasswordRequired },
            { min: MIN_PASSWORD_LENGTH, message: authMessages.passwordTooShort },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <ConfirmPasswordItem />
        <Button type="primary" htmlType="submit" block size="large" loading={register.isPending}>
          Register
        </Button>
      </Form>
      <Button
        type="link"
        icon={<ArrowLeftOutlined aria-hidden />}
        className="auth-card__link"
        onClick={onBack}
      >
        Use a different class password
      </Button>
    </div>
  );
}
