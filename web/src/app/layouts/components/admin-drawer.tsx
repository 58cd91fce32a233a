import { Drawer, Menu } from 'antd';
import { PATHS } from '../../../shared/routing/paths';
import { Brand } from '../../../shared/ui/brand';
import type { NavItem } from './member-nav-items';

type Props = {
  items: NavItem[];
  selected: string[];
  width: number;
  open: boolean;
  onClose: () => void;
  onGo: (key: string) => void;
};

/** The back-office menu on a phone, loaded when first opened (AdminLayout). */
export default function AdminDrawer({ items, selected, width, open, onClose, onGo }: Props) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={width}
      className="admin-drawer"
      title={<Brand to={PATHS.dashboard} />}
    >
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={selected}
        onClick={({ key }) => onGo(key)}
      />
    </Drawer>
  );
}
