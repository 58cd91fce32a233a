import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReceiptUser } from '@app/libs';
import { useCountryName } from '../../../shared/geo/use-country-name';

/** The member behind a receipt: the contact details an admin checks the payment against. */
export function UserDetailsCard({ user }: { user: ReceiptUser | null }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  return (
    <Card title={t('receipts.admin.userDetails')}>
      {user ? (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'fname', label: t('fields.fname'), children: user.fname },
            { key: 'lname', label: t('fields.lname'), children: user.lname },
            { key: 'email', label: t('fields.email'), children: user.email },
            {
              key: 'phone',
              label: t('fields.phone'),
              children: user.phone ? `+${user.country_code} ${user.phone}` : '-',
            },
            { key: 'city', label: t('fields.city'), children: user.city },
            { key: 'state', label: t('fields.state'), children: user.state },
            { key: 'country', label: t('fields.country'), children: countryName(user.country) },
          ]}
        />
      ) : (
        t('ledger.deletedBySuperAdmin')
      )}
    </Card>
  );
}
