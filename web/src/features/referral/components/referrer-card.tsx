import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Typography } from 'antd';
import type { ReferrerView } from '@app/libs';
import { useTranslation } from 'react-i18next';

/** Name, photo and email of the referrer; the phone is never shown on a public page. */
export function ReferrerCard({ referrer }: { referrer: ReferrerView }) {
  const { t } = useTranslation();
  return (
    <Card className="referrer-card">
      <Typography.Text type="secondary" className="referrer-card__eyebrow">
        {t('referral.invitedBy')}
      </Typography.Text>
      <Avatar size={96} src={referrer.profile ?? undefined} icon={<UserOutlined />} alt={referrer.fullName} />
      <Typography.Title level={3} className="referrer-card__name">
        {referrer.fullName}
      </Typography.Title>
      <Typography.Text className="referrer-card__email">
        <MailOutlined /> {referrer.email}
      </Typography.Text>
    </Card>
  );
}
