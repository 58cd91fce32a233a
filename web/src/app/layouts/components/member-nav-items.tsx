import {
  ApartmentOutlined,
  HomeOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TransactionOutlined,
} from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { PATHS } from '../../../shared/routing/paths';

// A type alias, not an interface: antd's item type carries an index signature interfaces lack.
export type NavItem = {
  type: 'item';
  key: string;
  label: string;
  icon: ReactNode;
};

/** The member navigation, in the spec's order; the top bar, the drawer and the profile menu share it. */
export const memberNavItems = (t: TFunction): NavItem[] => [
  { type: 'item', key: PATHS.home, label: t('memberNav.home'), icon: <HomeOutlined /> },
  { type: 'item', key: PATHS.buyMore, label: t('memberNav.buyUnits'), icon: <ShoppingCartOutlined /> },
  {
    type: 'item',
    key: PATHS.transactions,
    label: t('memberNav.transactions'),
    icon: <TransactionOutlined />,
  },
  { type: 'item', key: PATHS.genealogy, label: t('memberNav.genealogy'), icon: <ApartmentOutlined /> },
  { type: 'item', key: PATHS.settings, label: t('memberNav.settings'), icon: <SettingOutlined /> },
];

/** The menu key of the current page: the longest nav key the path starts with. */
export function selectedNavKey(pathname: string, items: { key: string }[]): string[] {
  const match = items
    .filter((item) => pathname === item.key || pathname.startsWith(`${item.key}/`))
    .sort((a, b) => b.key.length - a.key.length)[0];
  return match ? [match.key] : [];
}
