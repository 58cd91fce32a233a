import { Col, Row } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../shared/ui/link-button';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useFetchReferralUserQuery } from '../../../shared/api/referrer.api';
import { useFetchTimeQuery } from '../../../shared/api/registration-window.api';
import { useToast } from '../../../shared/hooks/use-toast';
import { PATHS, registerPathFor } from '../../../shared/routing/paths';
import { PageLoader } from '../../../shared/ui/page-loader';
import { Countdown } from '../components/countdown';
import { serverRemainingMs } from '../components/countdown-math';
import { PartnerPitch } from '../components/partner-pitch';
import { ReferrerCard } from '../components/referrer-card';

export function ReferralPage() {
  const { t } = useTranslation();
  const { id, token } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const link = useMemo(() => (id && token ? { id, token } : null), [id, token]);
  const time = useFetchTimeQuery();
  const referrer = useFetchReferralUserQuery(link ?? skipToken);
  const invalid = link === null || referrer.isError;

  useEffect(() => {
    if (!invalid) return;
    toast.error(t('serverMessages.referralInvalid'));
    navigate(PATHS.home, { replace: true });
  }, [invalid, navigate, t, toast]);

  useEffect(() => {
    if (time.data?.expired) navigate(PATHS.referralLink, { replace: true });
  }, [time.data?.expired, navigate]);

  useEffect(() => {
    if (time.isError) toast.error(t('toasts.timeFetchFailed'));
  }, [time.isError, t, toast]);

  const onZero = useCallback(() => navigate(PATHS.referralLink, { replace: true }), [navigate]);

  if (invalid || !referrer.data || time.isLoading || time.data?.expired) return <PageLoader />;

  const remaining = time.data ? serverRemainingMs(time.data.cutoff, time.data.estTime) : null;
  const joinPath = registerPathFor(link.id, link.token);

  return (
    <div className="referral-page">
      <section className="referral-hero">
        <Row gutter={[24, 24]} align="middle">
          <Col xs={24} lg={14}>
            <h1 className="referral-hero__title">{t('referral.title', { name: referrer.data.fname })}</h1>
            <p className="referral-hero__lead">{t('referral.lead', { product: t('app.name') })}</p>
            {remaining === null ? null : <Countdown key={remaining} initialMs={remaining} onZero={onZero} />}
            <LinkButton to={joinPath} type="primary" size="large" className="referral-hero__cta cta-gold">
              {t('referral.join')}
            </LinkButton>
          </Col>
          <Col xs={24} lg={10}>
            <ReferrerCard referrer={referrer.data} />
          </Col>
        </Row>
      </section>
      <PartnerPitch />
      <p className="referral-page__grab">
        <Link to={joinPath} className="grab-link">
          {t('referral.grabSpot')}
        </Link>
      </p>
    </div>
  );
}
