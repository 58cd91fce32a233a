import { Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/session/use-session';
import { ProfileCard } from '../components/profile-card';
import { ProfileDetailsCard } from '../components/profile-details-card';
import { TotalsCard } from '../components/totals-card';

/**
 * `actions` holds what other areas put beside the welcome (the receipt action), `sections` what they
 * add below the profile (the network cards); the router composes them.
 */
export function HomePage({ actions, sections }: { actions?: ReactNode; sections?: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
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
          <ProfileCard user={user} />
        </Col>
        <Col xs={24} lg={16}>
          <div className="stack">
            <TotalsCard user={user} />
            <ProfileDetailsCard user={user} />
          </div>
        </Col>
      </Row>
      {sections}
    </div>
  );
}
