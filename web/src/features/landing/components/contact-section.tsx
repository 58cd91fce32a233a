import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWantedSoon } from '../../../shared/ui/use-wanted-soon';
import '../landing-contact.css';

// The form (antd's Form and inputs, and antd itself) is not part of the landing page's first load
// (issue 21 §4, ADR 0044): it is fetched once the page is idle, or as soon as the section comes near
// the window, whichever is first. Below the fold on a phone and on a desktop, it is there long before
// anyone reaches it; its place is kept meanwhile, so nothing under it moves.
const loadContactForm = () => import('./contact-form');
const ContactForm = lazy(loadContactForm);

/** The landing page's contact section (`#contact`): its title and lead at once, the form right after. */
export function ContactSection() {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const wanted = useWantedSoon(section);
  const placeholder = <div className="landing-contact__placeholder" aria-busy="true" />;
  return (
    <section ref={section} id="contact" className="landing-contact" aria-labelledby="contact-title">
      <h2 id="contact-title" className="landing-contact__title">
        {t('contact.title')}
      </h2>
      <p className="landing-contact__lead">{t('contact.lead')}</p>
      {wanted ? (
        <Suspense fallback={placeholder}>
          <ContactForm />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
