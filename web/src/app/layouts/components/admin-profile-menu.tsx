import { CopyOutlined, LogoutOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { UserView } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { useCopyReferral } from '../../../shared/hooks/use-copy-referral';
import { useLogout } from '../../../shared/session/use-logout';
import { MenuButton } from './menu-button';
import { UserBadge } from './user-badge';

const COPY_REFERRAL = 'copy-referral';
const LOGOUT = 'logout';

/** The admin's account menu: their own referral link, as the Users list copies anyone's, and Log out. */
export function AdminProfileMenu({ user, compact }: { user: UserView; compact?: boolean }) {
  const { t } = useTranslation();
  const copyReferral = useCopyReferral(user.referralLink);
  const { logout } = useLogout();

  const items: MenuProps['items'] = [
    { key: COPY_REFERRAL, label: t('nav.copyReferral'), icon: <CopyOutlined /> },
    { key: LOGOUT, label: t('nav.logOut'), icon: <LogoutOutlined />, danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === COPY_REFERRAL) void copyReferral();
    else if (key === LOGOUT) void logout();
  };

  return (
    <MenuButton items={items} onClick={onClick}>
      <UserBadge user={user} compact={compact} />{' '}
      <span className="visually-hidden">{t('nav.profileMenu')}</span>
    </MenuButton>
  );
}
