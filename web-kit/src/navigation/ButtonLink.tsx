import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> & {
  to: string;
  /** History state the navigation in the app carries (none when the browser follows the link). */
  state?: unknown;
};

/**
 * A link that looks like an antd button: a real <a href> (open in new tab, screen readers
 * call it a link) that navigates inside the app on a plain click.
 */
export function ButtonLink({ to, state, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, { state });
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
