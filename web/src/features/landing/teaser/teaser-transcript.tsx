import { useTranslation } from 'react-i18next';
import { TEASER_SCENES } from './teaser-captions';

/**
 * The product's video is silent and shows words only: they are given here as text too, in the
 * reader's language, for whoever cannot see the picture.
 */
export function TeaserTranscript() {
  const { t } = useTranslation();
  return (
    <div className="teaser-modal__about">
      <p id="teaser-no-sound">{t('landing.teaser.noSound')}</p>
      <details>
        <summary>{t('landing.teaser.transcript')}</summary>
        <ol className="teaser-modal__transcript">
          {TEASER_SCENES.map(({ key }) => (
            <li key={key}>
              <strong>{t(`landing.teaser.scenes.${key}.title`)}</strong>{' '}
              {t(`landing.teaser.scenes.${key}.text`)}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
