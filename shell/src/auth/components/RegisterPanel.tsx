import { useState } from 'react';
import { authMessages } from '@reunion/contracts';
import { isApiStatus, serverErrorText, useToast } from '@reunion/web-kit';
import { useVerifyClassPassword } from '../hooks/useVerifyClassPassword';
import { ClassGateForm } from './ClassGateForm';
import { RegisterForm } from './RegisterForm';

/**
 * The register tab: the class-password gate, then the account form (docs/pages.md, "Sign in and
 * register").
 */
export function RegisterPanel() {
  const { toast } = useToast();
  const verify = useVerifyClassPassword();
  const [classPassword, setClassPassword] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const refuse = (message: string) => {
    toast({ title: 'Access denied', description: message, variant: 'destructive' });
    setRefused(message);
    setClassPassword(null);
  };

  if (classPassword === null) {
    return (
      <ClassGateForm
        refused={refused}
        checking={verify.isPending}
        onAccept={(password) =>
          verify.mutate(
            { classPassword: password },
            {
              onSuccess: () => {
                setRefused(null);
                setClassPassword(password);
                toast({ title: 'Access granted', description: 'You can now create your account.' });
              },
              onError: (error) =>
                isApiStatus(error, 403)
                  ? refuse(authMessages.wrongClassPassword)
                  : refuse(serverErrorText(error) ?? 'Unknown error occurred'),
            },
          )
        }
      />
    );
  }
  return (
    <RegisterForm
      classPassword={classPassword}
      // The class password can change while the form is open: the server checks it again.
      onClassPasswordRefused={refuse}
      onBack={() => setClassPassword(null)}
    />
  );
}
