import { CheckCircleFilled, CopyOutlined } from '@ant-design/icons';
import { Button, Card, Tag, Typography } from 'antd';
import type { UserView } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { useCopyReferral } from '../../../shared/hooks/use-copy-referral';
import { AvatarUpload } from './avatar-upload';

export const isApproved = (user: UserView): boolean =>
  user.payment_status === 'Yes' || user.is_free_registration;

/** `loading`: the person is not known yet (a prerendered shell, ADR 0056). */
export function ProfileCard({ user, loading }: { user: UserView; loading?: boolean }) {
  const { t } = useTranslation();
  const copyReferral = useCopyReferral(user.referralLink);
  return (
    <Card className="profile-card" loading={loading}>
      <AvatarUpload user={user} />
      <Typography.Title level={2} className="profile-card__name">
        {user.fullName}
      </Typography.Title>
      <Typography.Text type="secondary">{user.email}</Typography.Text>
      {isApproved(user) ? (
        <Tag color="success" icon={<CheckCircleFilled />} className="profile-card__badge">
          {t('home.approved')}
        </Tag>
      ) : null}
      <Button type="primary" icon={<CopyOutlined />} onClick={() => void copyReferral()} block>
        {t('nav.copyReferral')}
      </Button>
    </Card>
  );
}
