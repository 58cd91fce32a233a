import { skipToken } from '@reduxjs/toolkit/query/react';
import { Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetchUserQuery } from '../../../shared/session/session.api';
import { useCurrentUser } from '../../../shared/session/use-session';
import { usePrerenderShell } from '../../../shared/ui/prerender-shell';
import { ProfileCard } from '../components/profile-card';
import { ProfileDetailsCard } from '../components/profile-details-card';
import { TotalsCard } from '../components/totals-card';
import '../home.css';

/**
 * `actions` holds what other areas put beside the welcome (the receipt action), `sections` what they
 * add below the profile (activation, network, pools, transactions); the router composes them.
 */
export function HomePage({ actions, sections }: { actions?: ReactNode; sections?: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // Drawn at build time for no one in particular: the person's cards show their loading state.
  const shell = usePrerenderShell();
  // The member's figures move in the background (transfers, approvals): read them on each visit. Until
  // the first answer of this run the stored ones may be stale, and the totals wait (ADR 0038).
  const { isLoading } = useFetchUserQuery(user ? undefined : skipToken, { refetchOnMountOrArgChange: true });
  if (!user) return null;
  return (
    <div className="page">
      <div className="page__head">
        <Typography.Title level={1} className="page__title">
          {t('home.welcome', { name: user.fname })}
        </Typography.Title>
        {actions}
      </div>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={8}>
          <ProfileCard user={user} loading={shell} />
        </Col>
        <Col xs={24} lg={16}>
          <div className="stack">
            <TotalsCard user={user} loading={isLoading || shell} />
            <ProfileDetailsCard user={user} loading={shell} />
          </div>
        </Col>
      </Row>
      {sections ? <div className="home__sections">{sections}</div> : null}
    </div>
  );
}
