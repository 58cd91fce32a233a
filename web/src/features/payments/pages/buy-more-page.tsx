import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { asAppError } from '../../../shared/api/app-error';
import { useFetchConfigurationQuery } from '../../../shared/api/configuration.api';
import { useSubmissionKeys } from '../../../shared/hooks/use-submission-keys';
import { useToast } from '../../../shared/hooks/use-toast';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { PATHS } from '../../../shared/routing/paths';
import { useSubmitLoanRequestMutation } from '../api/payments.api';
import type { LoanRequestPayload } from '@app/libs';
import { LoanRequestForm } from '../components/loan-request-form';
import '../payments.css';

/** The spec's 100 dollars = 1 unit, unless the back-office configured another loan-unit amount. */
export const DEFAULT_LOAN_UNIT_DOLLARS = 100;

/** /buy-more (Buy Units): a loan request; it credits nothing until an admin transfers units. */
export function BuyMorePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const errorText = useErrorText();
  const settings = useFetchConfigurationQuery();
  const [submit, { isLoading }] = useSubmitLoanRequestMutation();
  const submissions = useSubmissionKeys();
  const configured = Number(settings.data?.['loan-unit-amount']);
  const dollarsPerUnit =
    Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_LOAN_UNIT_DOLLARS;

  const send = async (body: LoanRequestPayload) => {
    try {
      await submit({ body, idempotencyKey: submissions.keyFor() }).unwrap();
      submissions.renew();
      toast.success(t('payments.loan.submitted'));
      navigate(PATHS.home);
    } catch (raw) {
      const error = asAppError(raw);
      const unreachable = error.status === 'NETWORK' || error.status >= 500;
      toast.error(unreachable ? t('payments.loan.failed') : errorText(error));
    }
  };

  return (
    <div className="page page-narrow">
      <Typography.Title level={1} className="page__title">
        {t('payments.loan.title')}
      </Typography.Title>
      <Card>
        <Typography.Paragraph type="secondary">
          {t('payments.loan.intro', { amount: dollarsPerUnit })}
        </Typography.Paragraph>
        <LoanRequestForm
          dollarsPerUnit={dollarsPerUnit}
          submitting={isLoading}
          onEdit={() => submissions.renew()}
          onSubmit={(payload) => void send(payload)}
        />
      </Card>
    </div>
  );
}
