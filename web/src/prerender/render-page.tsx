import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers/app-providers';
import { routes } from '../app/router/router';
import { configureAppStore } from '../app/store';
import en from '../locales/en/translation.json';
import { registrationWindowApi } from '../shared/api/registration-window.api';
import { DEFAULT_LANGUAGE } from '../shared/i18n/languages';

export { PRERENDER_GATE_SCRIPT, PRERENDER_STYLE, PRERENDERED_ATTRIBUTE } from './prerender-gate';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** antd's styles for that markup and the map that lets the browser reuse them, as <style> elements. */
  styles: string;
}

let translations: Promise<unknown> | null = null;

type Store = ReturnType<typeof configureAppStore>;

/**
 * What a prerendered page turns into once the server has answered, by path. Those states are not
 * prerendered (only the server knows them), but their antd styles are: made here, not in the
 * browser in the long task that draws them.
 */
const LATER_STATES: Record<string, Array<(store: Store) => Promise<unknown>>> = {
  // The registration form, as when registration is open.
  '/register': [
    (store) =>
      store.dispatch(
        registrationWindowApi.util.upsertQueryData('fetchTime', undefined, {
          cutoff: null,
          estTime: '',
          expired: false,
        }),
      ),
  ],
};

/**
 * The page at `path` as a first visit sees it before any script has run: in English, signed out, no
 * data fetched. Built at build time (web/build/prerender.ts) by the app's own routes and components.
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  translations ??= i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await translations;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) throw new Error(`prerender ${path}: answered ${context.status}`);
  if (context.errors) throw new Error(`prerender ${path}: ${JSON.stringify(context.errors)}`);
  const cache = createCache();
  const draw = (store: Store) =>
    renderToString(
      <StyleProvider cache={cache}>
        <AppProviders store={store}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </StyleProvider>,
    );
  // Drawn for their styles only, into the same cache: the browser then reuses them as well.
  for (const comeTo of LATER_STATES[path] ?? []) {
    const later = configureAppStore();
    await comeTo(later);
    draw(later);
  }
  return { html: draw(configureAppStore()), styles: extractStyle(cache) };
}
