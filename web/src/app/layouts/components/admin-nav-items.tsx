import {
  AuditOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  DashboardOutlined,
  DollarOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  MailOutlined,
  PieChartOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { PATHS } from '../../../shared/routing/paths';
import type { NavItem } from './member-nav-items';

/** The back-office sidebar of the spec. */
export const adminNavItems = (t: TFunction): NavItem[] => [
  { type: 'item', key: PATHS.dashboard, label: t('adminNav.dashboard'), icon: <DashboardOutlined /> },
  { type: 'item', key: PATHS.adminUsers, label: t('adminNav.users'), icon: <TeamOutlined /> },
  { type: 'item', key: PATHS.adminTransactions, label: t('adminNav.transactions'), icon: <AuditOutlined /> },
  { type: 'item', key: PATHS.adminLoanRequests, label: t('adminNav.loanRequests'), icon: <DollarOutlined /> },
  { type: 'item', key: PATHS.adminReceipts, label: t('adminNav.receipts'), icon: <FileTextOutlined /> },
  {
    type: 'item',
    key: PATHS.adminPendingPayments,
    label: t('adminNav.pendingPayments'),
    icon: <ClockCircleOutlined />,
  },
  { type: 'item', key: PATHS.adminPools, label: t('adminNav.pools'), icon: <PieChartOutlined /> },
  { type: 'item', key: PATHS.adminSeasons, label: t('adminNav.seasons'), icon: <CalendarOutlined /> },
  {
    type: 'item',
    key: PATHS.adminLedger,
    label: t('adminNav.ledgerAudit'),
    icon: <SafetyCertificateOutlined />,
  },
  {
    type: 'item',
    key: PATHS.adminEventConsumers,
    label: t('adminNav.eventConsumers'),
    icon: <FieldTimeOutlined />,
  },
  {
    type: 'item',
    key: PATHS.adminContactMessages,
    label: t('adminNav.contactMessages'),
    icon: <MailOutlined />,
  },
  { type: 'item', key: PATHS.adminSettings, label: t('adminNav.settings'), icon: <SettingOutlined /> },
];
