import { Alert, Button, Form, Input, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';

interface Props {
  /** The server refused the last class password: shown above the field. */
  refused: string | null;
  /** The server is checking the class password. */
  checking: boolean;
  onAccept: (classPassword: string) => void;
}

/**
 * The 'Access Restricted' gate (docs/permissions.md, "Registration"). The server checks the class
 * password here (POST /api/verify-class-password) and again when the account is created.
 */
export function ClassGateForm({ refused, checking, onAccept }: Props) {
  return (
    <div className="class-gate">
      <Typography.Title level={2} className="auth-card__heading">
        <LockOutlined aria-hidden /> Access Restricted
      </Typography.Title>
      <Typography.Paragraph>
        Registration is for members of the class only. Enter the class password shared in the class
        chat group to continue.
      </Typography.Paragraph>
      {refused && (
        <Alert
          type="error"
          showIcon
          title="Access denied"
          description={refused}
          className="auth-card__alert"
        />
      )}
      <Form<{ classPassword: string }>
        name="class-gate"
        layout="vertical"
        requiredMark={false}
        // A paste from the chat or a keyboard's completion adds spaces (docs/permissions.md).
        onFinish={(values) => onAccept(values.classPassword.trim())}
      >
        <Form.Item
          label="Class password"
          name="classPassword"
          rules={[{ required: true, whitespace: true, message: 'Please enter the class password' }]}
        >
          <Input.Password autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={checking}>
          Continue
        </Button>
      </Form>
    </div>
  );
}
