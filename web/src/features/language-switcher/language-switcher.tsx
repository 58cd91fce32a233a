import { LANGUAGES } from '@app/libs';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../shared/ui/loading-overlay';
import { CurvedCaptionIcon } from './curved-caption-icon';
import { LanguageFlag } from './language-flag';
import { useLanguageChoice } from './use-language-choice';
import { useOutsideClick } from './use-outside-click';
import './language-switcher.css';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const { current, choose, applying } = useLanguageChoice();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(rootRef, open, close);

  return (
    <>
      <div className="language-switcher" ref={rootRef}>
        {open ? (
          <div className="language-menu" role="dialog" aria-label={t('language.selectTitle')}>
            <h2 className="language-menu__title">{t('language.selectTitle')}</h2>
            <ul className="language-menu__list">
              {LANGUAGES.map((language) => {
                const name = t(`language.names.${language.code}`);
                const selected = language.code === current;
                return (
                  <li key={language.code}>
                    <button
                      type="button"
                      lang={language.code}
                      className={selected ? 'language-option language-option--selected' : 'language-option'}
                      aria-pressed={selected}
                      onClick={() => {
                        setOpen(false);
                        void choose(language.code);
                      }}
                    >
                      <LanguageFlag flag={language.flag} title={name} />
                      <span>{name}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        <button
          type="button"
          className="language-fab"
          aria-label={t('language.open', { caption: t('language.caption') })}
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          <CurvedCaptionIcon caption={t('language.caption')} />
        </button>
      </div>
      {applying ? <LoadingOverlay label={t('language.applying')} /> : null}
    </>
  );
}
