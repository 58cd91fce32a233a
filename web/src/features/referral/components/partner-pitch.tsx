import {
  CalendarOutlined,
  CrownOutlined,
  StarOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The spec's marketing claims for lending partners, as stated on the referral page. */
export function PartnerPitch() {
  const { t } = useTranslation();
  const claims = [
    { icon: <StarOutlined />, text: t('referral.pitch.influencers') },
    { icon: <TeamOutlined />, text: t('referral.pitch.followers') },
    { icon: <TrophyOutlined />, text: t('referral.pitch.prize') },
    { icon: <CrownOutlined />, text: t('referral.pitch.sponsors') },
    { icon: <CalendarOutlined />, text: t('referral.pitch.seasons') },
  ];
  return (
    <section className="partner-pitch">
      <Typography.Title level={3}>{t('referral.pitch.title')}</Typography.Title>
      <Typography.Paragraph>{t('referral.pitch.body')}</Typography.Paragraph>
      <Row gutter={[12, 12]}>
        {claims.map((claim) => (
          <Col xs={24} sm={12} lg={8} key={claim.text}>
            <Card size="small" className="partner-pitch__claim">
              <span className="partner-pitch__icon" aria-hidden="true">
                {claim.icon}
              </span>
              <span>{claim.text}</span>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
