import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

interface PlainLinkButtonProps {
  to: string;
  children: ReactNode;
  type?: 'primary' | 'default';
  size?: 'middle' | 'large';
  ghost?: boolean;
  className?: string;
}

/**
 * LinkButton's look (antd's Button: primary or default, middle or large, ghost) in CSS only
 * (plain-button classes in global.css), for the header and the landing page, whose first load
 * carries no antd (ADR 0044). A real <a> that navigates inside the app on a plain click.
 */
export function PlainLinkButton({
  to,
  children,
  type = 'default',
  size = 'middle',
  ghost,
  className,
}: PlainLinkButtonProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  const classes = ['plain-button', `plain-button--${type}`];
  if (size === 'large') classes.push('plain-button--large');
  if (ghost) classes.push('plain-button--ghost');
  if (className) classes.push(className);
  return (
    <a href={href} onClick={onClick} className={classes.join(' ')}>
      <span>{children}</span>
    </a>
  );
}
