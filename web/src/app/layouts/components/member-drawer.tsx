import { CopyOutlined, LogoutOutlined } from '@ant-design/icons';
import type { UserView } from '@app/libs';
import { Button, Drawer, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCopyReferral } from '../../../shared/hooks/use-copy-referral';
import { useLogout } from '../../../shared/session/use-logout';
import type { NavItem } from './member-nav-items';
import { UserBadge } from './user-badge';

type Props = {
  user: UserView;
  items: NavItem[];
  selected: string[];
  open: boolean;
  onClose: () => void;
  onGo: (key: string) => void;
};

/** The member's menu on a phone, loaded when first opened (MemberLayout). */
export default function MemberDrawer({ user, items, selected, open, onClose, onGo }: Props) {
  const { t } = useTranslation();
  const copyReferral = useCopyReferral(user.referralLink);
  const { logout } = useLogout();
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={280} title={<UserBadge user={user} />}>
      <Menu mode="inline" items={items} selectedKeys={selected} onClick={({ key }) => onGo(key)} />
      <div className="drawer-actions">
        <Button block icon={<CopyOutlined />} onClick={() => void copyReferral()}>
          {t('nav.copyReferral')}
        </Button>
        <Button block danger icon={<LogoutOutlined />} onClick={() => void logout()}>
          {t('nav.logOut')}
        </Button>
      </div>
    </Drawer>
  );
}
