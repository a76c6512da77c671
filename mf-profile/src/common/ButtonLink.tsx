import { Button, type ButtonProps } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

interface ButtonLinkProps {
  readonly to: string;
  readonly children: ReactNode;
  readonly type?: ButtonProps['type'];
  readonly icon?: ReactNode;
  readonly size?: ButtonProps['size'];
}

/**
 * Navigation drawn as an antd button. It stays an <a href> (a link to screen readers, opens in a
 * new tab on ctrl/middle click) while a plain click goes through the router, so the shell and the
 * shared react-query cache survive the move.
 */
export function ButtonLink({ to, children, type = 'default', icon, size }: ButtonLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button href={to} type={type} icon={icon} size={size} onClick={onClick}>
      {children}
    </Button>
  );
}
