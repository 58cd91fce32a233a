import { Card, Form, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { type ReactNode, useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useFetchReferralUserQuery } from '../../../shared/api/referrer.api';
import { useFetchTimeQuery } from '../../../shared/api/registration-window.api';
import { useServerFormErrors } from '../../../shared/forms/use-server-form-errors';
import { useToast } from '../../../shared/hooks/use-toast';
import { PATHS } from '../../../shared/routing/paths';
import { ErrorList } from '../../../shared/ui/error-list';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useRegisterMutation } from '../api/registration.api';
import { RegisterForm } from '../components/register-form';
import {
  landingPathAfterRegister,
  toRegisterPayload,
  type RegisterFormValues,
} from '../components/register-form-values';
import { ReferrerLine } from '../components/referrer-line';
import { RegistrationClosed } from '../components/registration-closed';
import { useEmailVerification } from '../components/use-email-verification';

// The code proof travels as its own field; a problem with it is fixed at the email input.
const FIELD_ALIASES = { email_proof: 'email' };

export function RegisterPage() {
  const { t } = useTranslation();
  const { id, token } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<RegisterFormValues>();
  const link = useMemo(() => (id && token ? { id, token } : null), [id, token]);

  const time = useFetchTimeQuery();
  const referrer = useFetchReferralUserQuery(link ?? skipToken);
  const verification = useEmailVerification();
  const [register, { isLoading: submitting }] = useRegisterMutation();
  const { errors, report, clear } = useServerFormErrors(form, FIELD_ALIASES);

  useEffect(() => {
    if (time.isError) toast.error(t('toasts.timeFetchFailed'));
  }, [time.isError, t, toast]);

  useEffect(() => {
    if (!referrer.isError) return;
    toast.error(t('serverMessages.referralInvalid'));
    navigate(PATHS.home, { replace: true });
  }, [referrer.isError, navigate, t, toast]);

  // Deferred: the form, dozens of fields, is then drawn as a transition, in slices that leave the
  // main thread free between them, not in one long task the moment the answers come.
  const answered = useDeferredValue(!(time.isLoading || (link && referrer.isLoading)));

  // The title is drawn at once, before the answers it does not depend on (and so is prerendered at
  // build time, ADR 0055); the form waits for them.
  const page = (body: ReactNode) => (
    <div className="page-narrow">
      <Card>
        <Typography.Title level={1}>{t('registration.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('registration.subtitle')}</Typography.Paragraph>
        {body}
      </Card>
    </div>
  );
  if (!answered) return page(<PageLoader label={t('registration.checkingWindow')} fill />);
  if (time.data?.expired) return <RegistrationClosed />;

  const onSubmit = async (values: RegisterFormValues) => {
    if (!verification.proof) {
      toast.error(t('serverMessages.verifyEmailFirst'));
      return;
    }
    clear();
    try {
      await register(toRegisterPayload(values, verification.proof, link)).unwrap();
      toast.success(t('serverMessages.registered'));
      navigate(landingPathAfterRegister(values.pay_type), { replace: true });
    } catch (error) {
      report(error);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };

  return page(
    <>
      {referrer.data ? <ReferrerLine referrer={referrer.data} /> : null}
      <ErrorList messages={errors} />
      <div className="form-after-errors">
        <RegisterForm
          form={form}
          viaReferralLink={link !== null}
          verification={verification}
          submitting={submitting}
          onSubmit={(values) => void onSubmit(values)}
        />
      </div>
    </>,
  );
}
