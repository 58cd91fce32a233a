import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The narrow centred card the sign-in family of pages shares. */
export function AuthCard({
  title,
  subtitle,
  children,
  wide,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'auth-card auth-card--wide' : 'auth-card'}>
      <Card>
        <Typography.Title level={1} className="auth-card__title">
          {title}
        </Typography.Title>
        {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
        {children}
      </Card>
    </div>
  );
}
