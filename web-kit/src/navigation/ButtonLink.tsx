import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> & { to: string };

/**
 * A link that looks like an antd button: a real <a href> (open in new tab, screen readers
 * call it a link) that navigates inside the app on a plain click.
 */
export function ButtonLink({ to, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...buttonProps}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) =>
        handleClick(event as MouseEvent<HTMLAnchorElement>)
      }
    />
  );
}
