import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { UserView } from '@app/libs';
import { useTranslation } from 'react-i18next';

/**
 * Avatar with the full name and role, as the spec's top bar shows them. Compact, the name and role
 * are only visually hidden: a button made of this badge is still named after the person. The avatar
 * is decoration beside the name, so it adds nothing to that name.
 */
export function UserBadge({ user, compact }: { user: UserView; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="user-badge">
      <span aria-hidden="true" className="user-badge__avatar">
        <Avatar src={user.profile ?? undefined} icon={<UserOutlined />} alt="" />
      </span>
      <span className={compact ? 'user-badge__text visually-hidden' : 'user-badge__text'}>
        <span className="user-badge__name">{user.fullName}</span>{' '}
        <span className="user-badge__role">{t(`roles.${user.role}`)}</span>
      </span>
    </span>
  );
}
