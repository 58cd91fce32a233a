import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Typography } from 'antd';
import type { UserView } from '@app/libs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/format-date';
import { useCountryName } from '../../../shared/geo/use-country-name';
import { CardTitle } from '../../../shared/ui/card-title';
import { lazyModal } from '../../../shared/ui/lazy-modal';

const EditProfileModal = lazyModal(
  () => import('./edit-profile-modal').then((m) => m.EditProfileModal),
  () => true,
);

/** `loading`: the person is not known yet (a prerendered shell, ADR 0056). */
export function ProfileDetailsCard({ user, loading }: { user: UserView; loading?: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const countryName = useCountryName();
  const items = [
    { key: 'fname', label: t('fields.fname'), children: user.fname },
    { key: 'lname', label: t('fields.lname'), children: user.lname },
    { key: 'email', label: t('fields.email'), children: user.email },
    {
      key: 'phone',
      label: t('fields.phone'),
      children: user.phone ? `+${user.country_code} ${user.phone}` : '',
    },
    { key: 'gender', label: t('fields.gender'), children: user.gender ? t(`genders.${user.gender}`) : '' },
    { key: 'address', label: t('fields.address'), children: user.address },
    { key: 'address_line2', label: t('home.addressLine2'), children: user.address_line2 ?? '' },
    { key: 'city', label: t('fields.city'), children: user.city },
    { key: 'state', label: t('fields.state'), children: user.state },
    { key: 'country', label: t('fields.country'), children: countryName(user.country) },
    {
      key: 'referred',
      label: t('home.referredBy'),
      children: user.referred?.fullName ?? user.referral_user ?? '',
    },
    { key: 'joined', label: t('home.joinedOn'), children: formatDate(user.created_at) },
  ].map((item) => ({
    ...item,
    // A field left empty says so, rather than a blank cell that reads as not loaded.
    children: item.children ? (
      item.children
    ) : (
      <Typography.Text type="secondary">{t('home.notGiven')}</Typography.Text>
    ),
  }));
  return (
    <Card
      loading={loading}
      title={<CardTitle>{t('home.profileDetails')}</CardTitle>}
      extra={
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
          {t('actions.edit')}
        </Button>
      }
    >
      <Descriptions column={{ xs: 1, sm: 1, md: 2 }} items={items} size="small" bordered />
      {editing ? <EditProfileModal user={user} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}
