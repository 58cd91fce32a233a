import { Role, type NetworkPlacement, type UserView } from '@app/libs';
import { Card, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/format-date';
import { useCountryName } from '../../../shared/geo/use-country-name';
import { ChangeRole } from './change-role';
import { ParentTier } from './parent-tier';
import { PaymentStatusSelect } from './payment-status-select';
import { useScreens } from '../../../shared/ui/use-screens';

interface UserDetailsCardProps {
  user: UserView;
  placement: NetworkPlacement | undefined;
  canChangeRole: boolean;
}

/** The spec's rows about the user; the parent tier and payment rows only for a member (role User). */
export function UserDetailsCard({ user, placement, canChangeRole }: UserDetailsCardProps) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const member = user.role === Role.User;
  // On a phone the labels go above their values: two columns would squeeze the controls.
  const wide = useScreens().sm !== false;
  const item = (key: string, label: string, children: React.ReactNode) => ({ key, label, children });
  const items = [
    item('fname', t('fields.fname'), user.fname),
    item('lname', t('fields.lname'), user.lname),
    item('email', t('fields.email'), user.email),
    item('phone', t('fields.phone'), `+${user.country_code} ${user.phone}`),
    item(
      'role',
      t('backOffice.view.role'),
      canChangeRole ? (
        <ChangeRole
          userId={user.id}
          role={user.role}
          name={user.fullName}
          parentName={placement ? (placement.parent?.fullName ?? null) : undefined}
        />
      ) : (
        t(`roles.${user.role}`)
      ),
    ),
    item('referralUser', t('backOffice.view.referralUser'), user.referral_user ?? ''),
    ...(member
      ? [
          item(
            'referredBy',
            t('backOffice.view.referredBy'),
            placement ? <ParentTier userId={user.id} parent={placement.parent} /> : <Skeleton.Input active />,
          ),
        ]
      : []),
    item('city', t('fields.city'), user.city),
    item('state', t('fields.state'), user.state),
    item('country', t('fields.country'), countryName(user.country)),
    ...(member
      ? [
          item(
            'paymentStatus',
            t('backOffice.view.paymentStatus'),
            <PaymentStatusSelect userId={user.id} status={user.payment_status} />,
          ),
        ]
      : []),
    item('joined', t('backOffice.view.joined'), formatDate(user.created_at)),
  ];
  return (
    <Card title={t('backOffice.view.detailsTitle')}>
      <Descriptions
        className="back-office-details"
        column={1}
        bordered
        size="small"
        layout={wide ? 'horizontal' : 'vertical'}
        items={items}
      />
    </Card>
  );
}
