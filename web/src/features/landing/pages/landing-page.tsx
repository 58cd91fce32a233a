import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../shared/ui/link-button';
import { PATHS } from '../../../shared/routing/paths';
import { ContactSection } from '../components/contact-section';
import { SponsorBanner } from '../components/sponsor-banner';

/** The hero, the banner about sponsoring the show (with its teaser video) and the contact form. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="landing-hero">
        <p className="landing-hero__eyebrow">{t('landing.eyebrow')}</p>
        <h1 className="landing-hero__title">{t('app.name')}</h1>
        <p className="landing-hero__lead">{t('landing.lead')}</p>
        <Space size="middle" wrap className="landing-hero__actions">
          <LinkButton to={PATHS.register} type="primary" size="large" className="cta-gold">
            {t('nav.joinNow')}
          </LinkButton>
          <LinkButton to={PATHS.login} size="large" ghost>
            {t('nav.login')}
          </LinkButton>
        </Space>
      </section>
      <SponsorBanner />
      <ContactSection />
    </>
  );
}
