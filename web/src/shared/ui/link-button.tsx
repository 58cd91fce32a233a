import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/** A button-looking link: a real <a> (new tab, copy link work) that navigates inside the app on a plain click. */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={href} onClick={onClick} />;
}
