import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, InputNumber, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatDate } from '../../../shared/format/format-date';
import { formatDollars, formatUnits } from '../../../shared/format/format-money';
import { useSubmissionKeys } from '../../../shared/hooks/use-submission-keys';
import { useAddLoyaltyUnitsMutation, useAdminUserQuery, useLoyaltyLogsQuery } from '../api/ledger.api';
import { useLedgerToast } from '../components/use-ledger-toast';
import '../ledger.css';

/** /admin/users/view/:id — the parts the ledger owns: who, the units card and the Free Unit Logs. */
export function AdminUserViewPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const toast = useLedgerToast();
  const { data: user, isLoading, isError, refetch } = useAdminUserQuery(id, { skip: !id });
  const { data: logs = [] } = useLoyaltyLogsQuery(id, { skip: !id });
  const [addLoyalty, { isLoading: adding }] = useAddLoyaltyUnitsMutation();
  const [freeUnits, setFreeUnits] = useState<number | null>(null);
  // One key per entered amount: pressing Enter and clicking, or retrying, adds the units once.
  const submissions = useSubmissionKeys();

  const onAdd = async () => {
    if (!freeUnits) {
      toast.error(t('ledger.serverMessages.loyaltyZero'));
      return;
    }
    try {
      await addLoyalty({
        body: { id, units: freeUnits },
        idempotencyKey: submissions.keyFor('loyalty'),
      }).unwrap();
      submissions.renew('loyalty');
      toast.success(
        t(freeUnits > 0 ? 'ledger.serverMessages.loyaltyAdded' : 'ledger.serverMessages.loyaltyDeducted'),
      );
      setFreeUnits(null);
    } catch (error) {
      toast.serverError(error);
    }
  };

  if (isLoading) return <Skeleton active className="page" />;
  if (isError || !user) {
    return (
      <div className="page">
        <Alert
          type="error"
          showIcon
          title={t('ledger.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('actions.reload')}</Button>}
        />
      </div>
    );
  }

  const locale = i18n.language;
  return (
    <div className="page ledger-page">
      <Typography.Title level={1} className="page__title">
        {user.fullName}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="ledger-user__email">
        {user.email}
      </Typography.Paragraph>
      <div className="stack">
        <Card title={t('ledger.userView.unitsCard')}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('ledger.userView.units')}>
              <span className="ledger-user__units">
                {t('ledger.userView.unitsSum', {
                  paid: formatUnits(user.paid_units, locale),
                  free: formatUnits(user.loyalty_units, locale),
                  total: formatUnits(user.balance_units, locale),
                })}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('ledger.userView.balanceDollar')}>
              {formatDollars(user.balance_dollar, locale)}
            </Descriptions.Item>
            <Descriptions.Item label={<label htmlFor="free-units">{t('ledger.userView.freeUnits')}</label>}>
              <Space.Compact>
                <InputNumber
                  id="free-units"
                  className="ledger-user__free-input"
                  precision={0}
                  value={freeUnits}
                  onChange={(value) => {
                    submissions.renew('loyalty');
                    setFreeUnits(value);
                  }}
                  placeholder={t('ledger.placeholders.freeUnits')}
                  onPressEnter={() => void onAdd()}
                />
                <Button type="primary" icon={<PlusOutlined />} loading={adding} onClick={() => void onAdd()}>
                  {t('ledger.userView.addFreeUnits')}
                </Button>
              </Space.Compact>
            </Descriptions.Item>
          </Descriptions>
        </Card>
        {logs.length > 0 && (
          <Card title={t('ledger.userView.freeUnitLogs')}>
            <ul className="ledger-logs">
              {logs.map((log) => (
                <li key={log.id} className="ledger-logs__item">
                  <span>{log.description}</span>
                  <Typography.Text type="secondary">{formatDate(log.created_at)}</Typography.Text>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>
    </div>
  );
}
