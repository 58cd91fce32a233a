import type { BackendModule, ResourceKey } from 'i18next';

// English's translation.json ships in the main bundle; every other locales/<code>/<namespace>.json
// (English's other namespaces too, such as the long policy texts) becomes its own chunk, fetched the
// first time that language or namespace is needed. Adding a language = adding its files.
const localeLoaders = import.meta.glob<ResourceKey>(
  ['../../locales/*/*.json', '!../../locales/en/translation.json'],
  {
    import: 'default',
  },
);

export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = localeLoaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      // No file yet: an empty bundle lets i18next fall back to English key by key.
      callback(null, {});
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
