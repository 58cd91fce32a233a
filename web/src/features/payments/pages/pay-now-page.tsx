import { Alert, Card, Col, Divider, Row, Skeleton, Typography } from 'antd';
import type { CardPaymentPayload, GatewayInfo, OfflinePayType, PayType } from '@app/libs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFetchConfigurationQuery } from '../../../shared/api/configuration.api';
import { dollarsToCents } from '../../../shared/format/format-money';
import { useSubmissionKeys } from '../../../shared/hooks/use-submission-keys';
import { useToast } from '../../../shared/hooks/use-toast';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { PATHS } from '../../../shared/routing/paths';
import { useCurrentUser } from '../../../shared/session/use-session';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import {
  useGatewayQuery,
  usePayLaterMutation,
  usePayNowMutation,
  usePaymentMethodsQuery,
} from '../api/payments.api';
import { CardPaymentChoice } from '../components/card-payment-choice';
import { PayLaterForm } from '../components/pay-later-form';
import { PurchaseTable } from '../components/purchase-table';
import { UnitsBox } from '../components/units-box';
import { checkUnits, initialUnits } from '../components/units-rules';
import '../payments.css';

// Only a member who has already paid sees it: the others' first visit does not load it.
const Result = lazy(() => import('../../../shared/antd/result'));

/** /pay-now: the activation purchase, by card now or by another way later. */
export function PayNowPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const settings = useFetchConfigurationQuery();
  const gateway = useGatewayQuery();

  if (!user) return null;
  if (user.details.paid === 'Yes') {
    return (
      <div className="page page-narrow">
        <Card>
          <Suspense fallback={<Skeleton active />}>
            <Result
              status="success"
              title={<h1 className="result-heading">{t('payments.payNow.alreadyPaid')}</h1>}
              extra={
                <LinkButton to={PATHS.home} type="primary">
                  {t('payments.payNow.goHome')}
                </LinkButton>
              }
            />
          </Suspense>
        </Card>
      </div>
    );
  }
  const loading = settings.isLoading || gateway.isLoading;
  const failed = settings.isError || gateway.isError || (!loading && (!settings.data || !gateway.data));
  return (
    <div className="page page-narrow pay-now">
      <Typography.Title level={1} className="page__title">
        {t('payments.payNow.title')}
      </Typography.Title>
      {loading ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : failed || !settings.data || !gateway.data ? (
        <LoadFailedAlert
          onRetry={() => {
            void settings.refetch();
            void gateway.refetch();
          }}
        />
      ) : (
        <PurchaseForm
          minimum={Math.max(1, Number(settings.data['minimum-unit-purchase']) || 1)}
          price={settings.data['per-unit-price']}
          intent={user.details.unit_purchase_intent}
          payType={user.details.pay_type}
          awaitingReceipt={user.details.paid === 'Requested'}
          gateway={gateway.data}
        />
      )}
    </div>
  );
}

interface PurchaseFormProps {
  minimum: number;
  price: string;
  intent: number;
  payType: PayType | null;
  awaitingReceipt: boolean;
  gateway: GatewayInfo;
}

function PurchaseForm({ minimum, price, intent, payType, awaitingReceipt, gateway }: PurchaseFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const errorText = useErrorText();
  const [unitsText, setUnitsText] = useState(String(initialUnits(intent, minimum)));
  const [payError, setPayError] = useState<string | null>(null);
  const [payNow, paying] = usePayNowMutation();
  const methods = usePaymentMethodsQuery();
  const [payLater, deferring] = usePayLaterMutation();
  // One charge per filled form: a double click or a retry after a lost answer charges once.
  const submissions = useSubmissionKeys();
  const priceCents = dollarsToCents(price);
  const check = checkUnits(unitsText);
  const units = check.kind === 'ok' && check.units >= minimum ? check.units : null;

  useEffect(() => submissions.renew('card'), [unitsText, submissions]);

  const payByCard = async (card: { token: string; save: boolean } | { paymentMethodId: string }) => {
    if (units === null) return;
    setPayError(null);
    const body: CardPaymentPayload =
      'token' in card
        ? { token: card.token, unit: units, ...(card.save ? { save_card: true } : {}) }
        : { payment_method_id: card.paymentMethodId, unit: units };
    try {
      await payNow({ body, idempotencyKey: submissions.keyFor('card') }).unwrap();
      submissions.renew('card');
      toast.success(t('payments.payNow.paid'));
      navigate(PATHS.home, { replace: true });
    } catch (error) {
      setPayError(errorText(error));
    }
  };

  const chooseLater = async (pay_type: OfflinePayType) => {
    setPayError(null);
    const scope = `later:${pay_type}:${units ?? ''}`;
    try {
      const body = units === null ? { pay_type } : { pay_type, unit: units };
      await payLater({ body, idempotencyKey: submissions.keyFor(scope) }).unwrap();
      submissions.renew(scope);
      toast.success(t('payments.payLater.saved'));
      navigate(PATHS.home, { replace: true });
    } catch (error) {
      toast.serverError(error);
    }
  };

  const busy = paying.isLoading || deferring.isLoading;
  return (
    <Card>
      <Typography.Paragraph strong>
        {t('payments.payNow.minLine', { min: minimum, price })}
      </Typography.Paragraph>
      {awaitingReceipt ? (
        <Alert
          type="info"
          showIcon
          title={t('payments.payNow.receiptAwaiting')}
          className="pay-now__notice"
        />
      ) : null}
      <UnitsBox value={unitsText} minimum={minimum} onChange={setUnitsText} />
      <PurchaseTable units={units ?? 0} priceCents={Number.isFinite(priceCents) ? priceCents : 0} />
      <Row gutter={[32, 24]} className="pay-now__ways">
        <Col xs={24} md={14}>
          <Typography.Title level={2} className="pay-now__heading">
            {t('payments.payNow.byCard')}
          </Typography.Title>
          {methods.isLoading ? (
            <Skeleton active />
          ) : (
            <CardPaymentChoice
              gateway={gateway}
              // Saved cards cannot be read just now: a new card still pays.
              methods={methods.data ?? []}
              submitLabel={t('payments.payNow.submit')}
              submitting={paying.isLoading}
              disabled={units === null || busy}
              error={payError}
              onNewCard={(token, save) => payByCard({ token, save })}
              onSavedCard={(paymentMethodId) => payByCard({ paymentMethodId })}
              onEdit={() => submissions.renew('card')}
            />
          )}
        </Col>
        <Col xs={24} md={10}>
          <Divider className="pay-now__divider" />
          <Typography.Title level={2} className="pay-now__heading">
            {t('payments.payLater.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('payments.payLater.hint')}</Typography.Paragraph>
          <PayLaterForm
            initial={payType}
            submitting={deferring.isLoading}
            disabled={busy}
            onSubmit={chooseLater}
          />
        </Col>
      </Row>
    </Card>
  );
}
