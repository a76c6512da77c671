import { Form, Input } from 'antd';
import { authMessages } from '@reunion/contracts';

/** 'Confirm Password', checked against the form's `password` field: registration and reset. */
export function ConfirmPasswordItem() {
  return (
    <Form.Item
      label="Confirm Password"
      name="confirmPassword"
      dependencies={['password']}
      rules={[
        { required: true, message: authMessages.confirmRequired },
        ({ getFieldValue }) => ({
          validator: (_rule, value: string | undefined) =>
            !value || value === getFieldValue('password')
              ? Promise.resolve()
              : Promise.reject(new Error(authMessages.passwordsDoNotMatch)),
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
}
