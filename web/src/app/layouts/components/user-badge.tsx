import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { UserView } from '@app/libs';
import { useTranslation } from 'react-i18next';

/** Avatar with the full name and role, as the spec's top bar shows them. */
export function UserBadge({ user, compact }: { user: UserView; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="user-badge">
      <Avatar src={user.profile ?? undefined} icon={<UserOutlined />} alt={user.fullName} />
      {compact ? null : (
        <span className="user-badge__text">
          <span className="user-badge__name">{user.fullName}</span>
          <span className="user-badge__role">{t(`roles.${user.role}`)}</span>
        </span>
      )}
    </span>
  );
}
