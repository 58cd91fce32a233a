import type { BackendModule, ResourceKey } from 'i18next';

// English ships in the main bundle; every other locales/<code>/translation.json becomes its own
// chunk, fetched the first time that language is chosen. Adding a language = adding its file.
const localeLoaders = import.meta.glob<ResourceKey>(['../../locales/*/*.json', '!../../locales/en/*.json'], {
  import: 'default',
});

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
