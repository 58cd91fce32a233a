import { UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Space } from 'antd';
import type { ReferrerView } from '@app/libs';
import { useTranslation } from 'react-i18next';

export function ReferrerLine({ referrer }: { referrer: ReferrerView }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      className="referrer-line"
      title={
        <Space>
          <Avatar size="small" src={referrer.profile ?? undefined} icon={<UserOutlined />} />
          <span>{t('registration.referredBy', { name: referrer.fullName })}</span>
        </Space>
      }
    />
  );
}
