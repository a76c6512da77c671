import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '@reunion/web-kit';
import { FullPageSpinner } from '../../common/FullPageSpinner';
import { NoReferrer } from './NoReferrer';

/**
 * /auth/redirect-reset?token=…&email=…: the address in the reset e-mail (docs/pages.md, "Password
 * reset"). Without both parameters the link is refused; with them, on to the reset screen.
 */
export function RedirectResetPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const token = params.get('token');
  const email = params.get('email');

  useEffect(() => {
    if (!token || !email) {
      toast({
        title: 'Invalid Reset Link',
        description: 'The password reset link is invalid or has expired.',
        variant: 'destructive',
      });
      navigate('/auth', { replace: true });
      return;
    }
    navigate(`/auth/reset-password?${new URLSearchParams({ token, email }).toString()}`, {
      replace: true,
    });
  }, [token, email, navigate, toast]);

  return (
    <>
      <NoReferrer />
      <FullPageSpinner label="Opening your reset link…" />
    </>
  );
}
