import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, InputNumber, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/format-date';
import { formatDollars, formatUnits } from '../../../shared/format/format-money';
import { useSubmissionKeys } from '../../../shared/hooks/use-submission-keys';
import { lazySection } from '../../../shared/ui/lazy-section';
import { useScreens } from '../../../shared/ui/use-screens';
import { useAddLoyaltyUnitsMutation, useAdminUserQuery, useLoyaltyLogsQuery } from '../api/ledger.api';
import { useLedgerToast } from './use-ledger-toast';
import '../ledger.css';

// The purchases table is below the units and the logs: it loads once the page is idle or it comes near
// the window (issue 21 §4, ADR 0048).
const MemberPurchasesCard = lazySection(
  () => import('./member-purchases-card').then((m) => m.MemberPurchasesCard),
  200,
);

/**
 * The parts of /admin/users/view/:id that the ledger owns: the units card (paid + free = total, dollar
 * amount, the Free Units input), the Free Unit Logs and the member's purchases with their lending
 * agreements. The back-office's page shows them.
 */
export function UserUnitsCards({ userId: id }: { userId: string }) {
  const { t, i18n } = useTranslation();
  // On a phone the labels go above their values, so the Free Units input and button fit.
  const wide = useScreens().sm !== false;
  const toast = useLedgerToast();
  const { data: user, isLoading } = useAdminUserQuery(id, { skip: !id });
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

  if (isLoading) return <Skeleton active />;
  // The page around these cards reports a user that cannot be loaded.
  if (!user) return null;

  const locale = i18n.language;
  return (
    <div className="stack ledger-page">
      <Card title={t('ledger.userView.unitsCard')}>
        <Descriptions column={1} bordered size="small" layout={wide ? 'horizontal' : 'vertical'}>
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
                {/* Built from the signed units in the reader's language, not the stored English (ADR 0032). */}
                <span>
                  {t(
                    log.units < 0
                      ? 'ledger.descriptions.freeUnitsDeducted'
                      : 'ledger.descriptions.freeUnitsAdded',
                    {
                      count: Math.abs(log.units),
                    },
                  )}
                </span>
                <Typography.Text type="secondary">{formatDate(log.created_at)}</Typography.Text>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <MemberPurchasesCard userId={id} />
    </div>
  );
}
