import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../shared/routing/paths';
import { PlainLinkButton } from '../../../shared/ui/plain-link-button';
import { ContactSection } from '../components/contact-section';
import { SponsorBanner } from '../components/sponsor-banner';

/**
 * The hero, the banner about sponsoring the show (with its teaser video) and the contact form. Its
 * first load carries no antd (ADR 0044): the buttons are drawn in antd's look, the form and the video
 * bring antd when they load.
 */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="landing-hero">
        <p className="landing-hero__eyebrow">{t('landing.eyebrow')}</p>
        <h1 className="landing-hero__title">{t('app.name')}</h1>
        <p className="landing-hero__lead">{t('landing.lead')}</p>
        <div className="landing-hero__actions">
          <PlainLinkButton to={PATHS.register} type="primary" size="large" className="cta-gold">
            {t('nav.joinNow')}
          </PlainLinkButton>
          <PlainLinkButton to={PATHS.login} size="large" ghost>
            {t('nav.login')}
          </PlainLinkButton>
        </div>
      </section>
      <SponsorBanner />
      <ContactSection />
    </>
  );
}
