import { CopyOutlined, LogoutOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { UserView } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCopyReferral } from '../../../shared/hooks/use-copy-referral';
import { useLogout } from '../../../shared/session/use-logout';
import { memberNavItems } from './member-nav-items';
import { MenuButton } from './menu-button';
import { UserBadge } from './user-badge';

const COPY_REFERRAL = 'copy-referral';
const LOGOUT = 'logout';

export function ProfileMenu({ user, compact }: { user: UserView; compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copyReferral = useCopyReferral(user.referralLink);
  const { logout } = useLogout();

  const items: MenuProps['items'] = [
    { key: 'who', type: 'group', label: <UserBadge user={user} /> },
    { type: 'divider' },
    ...memberNavItems(t),
    { type: 'divider' },
    { key: COPY_REFERRAL, label: t('nav.copyReferral'), icon: <CopyOutlined /> },
    { key: LOGOUT, label: t('nav.logOut'), icon: <LogoutOutlined />, danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === COPY_REFERRAL) void copyReferral();
    else if (key === LOGOUT) void logout();
    else navigate(key);
  };

  return (
    <MenuButton items={items} onClick={onClick}>
      <UserBadge user={user} compact={compact} />{' '}
      <span className="visually-hidden">{t('nav.profileMenu')}</span>
    </MenuButton>
  );
}
