import { useState } from 'react';
import { useToast } from '@reunion/web-kit';
import { ClassGateForm } from './ClassGateForm';
import { RegisterForm } from './RegisterForm';

/** The register tab: the class-password gate, then the account form (SPEC §4 "Registration"). */
export function RegisterPanel() {
  const { toast } = useToast();
  const [classPassword, setClassPassword] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  if (classPassword === null) {
    return (
      <ClassGateForm
        refused={refused}
        onAccept={(password) => {
          setRefused(null);
          setClassPassword(password);
          toast({ title: 'Access granted', description: 'You can now create your account.' });
        }}
      />
    );
  }
  return (
    <RegisterForm
      classPassword={classPassword}
      onClassPasswordRefused={(message) => {
        setRefused(message);
        setClassPassword(null);
      }}
      onBack={() => setClassPassword(null)}
    />
  );
}
