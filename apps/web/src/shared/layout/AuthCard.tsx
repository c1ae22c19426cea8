import { Card, H2 } from '@blueprintjs/core';
import { type ReactNode } from 'react';

/** The centred card of the public pages. */
export function AuthCard({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="auth-page">
      <Card className={wide ? 'auth-card auth-card-wide' : 'auth-card'}>
        <H2>{title}</H2>
        {children}
      </Card>
    </div>
  );
}
