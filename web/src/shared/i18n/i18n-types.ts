import type policies from '../../locales/en/policies.json';
import type en from '../../locales/en/translation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; policies: typeof policies };
  }
}
