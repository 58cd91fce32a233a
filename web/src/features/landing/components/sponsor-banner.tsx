import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../landing-sponsor.css';

// The modal, antd's Modal and the video are fetched on the first request to watch: the landing
// page's first load carries none of them.
const loadTeaserModal = () => import('../teaser/teaser-modal');
const TeaserModal = lazy(loadTeaserModal);

/** The spec's figures about the show, the same the referral page states. */
const FACTS = ['sponsors', 'seasons', 'influencers', 'followers', 'prize'] as const;

/** The banner about sponsoring the show, with its teaser video in a modal. */
export function SponsorBanner() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once asked for, the modal stays mounted (closed), so that it can animate out and reopen at once.
  const [requested, setRequested] = useState(false);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const close = useCallback(() => setOpen(false), []);

  const watch = () => {
    setRequested(true);
    setOpen(true);
  };
  // Hovering or focusing the button starts the download, often before the click.
  const prefetch = () => void loadTeaserModal().catch(() => undefined);

  return (
    <section className="landing-sponsor" aria-labelledby="sponsor-title">
      <div className="landing-sponsor__text">
        <h2 id="sponsor-title" className="landing-sponsor__title">
          {t('landing.sponsor.title')}
        </h2>
        <p className="landing-sponsor__body">{t('landing.sponsor.body')}</p>
        <ul className="landing-sponsor__facts" aria-label={t('landing.sponsor.factsLabel')}>
          {FACTS.map((fact) => (
            <li key={fact}>{t(`referral.pitch.${fact}`)}</li>
          ))}
        </ul>
      </div>
      {/* A screen drawn in CSS rather than the poster image: nothing heavy competes with the hero. */}
      <button
        type="button"
        className="landing-sponsor__teaser"
        onClick={watch}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
        aria-busy={requested && !ready}
      >
        <span className="landing-sponsor__screen" aria-hidden>
          <span className="landing-sponsor__play" />
        </span>
        <span className="landing-sponsor__watch">{t('landing.sponsor.watch')}</span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <TeaserModal open={open} onClose={close} onReady={onReady} />
        </Suspense>
      ) : null}
    </section>
  );
}
