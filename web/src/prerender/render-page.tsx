import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Role, type UserView } from '@app/libs';
import { theme } from 'antd';
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
import type { StoredSession } from '../shared/session/session-storage';
import { PrerenderShell, type Screens } from '../shared/ui/prerender-shell';
import {
  type PrerenderAudience,
  SHELL_USER_ATTRIBUTE,
  SHELL_WINDOW_ATTRIBUTE,
  shellFillScript,
} from './prerender-gate';

export {
  PRERENDER_STYLE,
  PRERENDERED_ATTRIBUTE,
  prerenderGateScript,
  shellFillScript,
} from './prerender-gate';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** antd's styles for that markup and the map that lets the browser reuse them, as <style> elements. */
  styles: string;
  /** The script to run right after the markup (a signed-in shell's). */
  after: string | null;
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

/** Where a signed-in shell shows a field of the person: replaced by an element the browser fills. */
const FIRST_NAME = '\u2063shell-fname\u2063';

/** No one in particular, of the role the shell is for: what shows the person is filled or loading. */
function shellSession(audience: Exclude<PrerenderAudience, 'visitor'>): StoredSession {
  const user: UserView = {
    id: 'prerender-shell',
    fname: FIRST_NAME,
    lname: '',
    fullName: '',
    email: '',
    phone: '',
    country_code: '',
    gender: 'Other',
    address: '',
    address_line2: null,
    city: '',
    state: '',
    country: '',
    profile: null,
    role: audience === 'member' ? Role.User : Role.Admin,
    language: DEFAULT_LANGUAGE,
    referralLink: '',
    referral_user: null,
    referred: null,
    balance_units: 0,
    balance_dollar: 0,
    paid_units: 0,
    loyalty_units: 0,
    pending_units: 0,
    payment_status: 'Yes',
    is_free_registration: false,
    transaction_done: true,
    email_verified_at: '2000-01-01T00:00:00.000Z',
    created_at: '2000-01-01T00:00:00.000Z',
    referrals: [],
    referrals_total: 0,
    details: {
      paid: 'Yes',
      pay_now: 'Yes',
      pay_later: false,
      pay_type: null,
      unit_purchase_intent: 0,
      reject_reason: null,
      receipt: [],
    },
  };
  return { user, expiresAt: '2999-01-01T00:00:00.000Z' };
}

/** antd's breakpoints of a phone and of a desktop window, for the two copies of a shell. */
const SHELL_WINDOWS: Record<'narrow' | 'wide', Screens> = {
  narrow: { xs: true, sm: false, md: false, lg: false, xl: false, xxl: false },
  wide: { xs: false, sm: true, md: true, lg: true, xl: false, xxl: false },
};

/** Puts the element the fill script writes the first name into where the shell drew FIRST_NAME. */
function withNameSlots(html: string): string {
  const parts = html.split(FIRST_NAME);
  parts.slice(0, -1).forEach((before) => {
    // In a tag (an attribute) an element cannot go: the shell must show the name as text only.
    if (before.lastIndexOf('<') > before.lastIndexOf('>'))
      throw new Error('prerender: the first name is drawn inside a tag');
  });
  return parts.join(`<span ${SHELL_USER_ATTRIBUTE}="fname"></span>`);
}

async function initTranslations() {
  translations ??= i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await translations;
}

/**
 * The page at `path` as it shows before any script has run, in English with no data fetched: for a
 * visitor as a first visit sees it (signed out); for a member or the management as the shell the
 * app then fills (ADR 0056), in two copies, one for a phone and one for a desktop window. Built at
 * build time (web/build/prerender.ts) by the app's own routes and components.
 */
export async function renderPage(path: string, audience: PrerenderAudience): Promise<PrerenderedPage> {
  await initTranslations();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) throw new Error(`prerender ${path}: answered ${context.status}`);
  if (context.errors) throw new Error(`prerender ${path}: ${JSON.stringify(context.errors)}`);
  const cache = createCache();
  const draw = (store: Store, screens?: Screens) => {
    const page = (
      <StyleProvider cache={cache}>
        <AppProviders store={store}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </StyleProvider>
    );
    return renderToString(screens ? <PrerenderShell screens={screens}>{page}</PrerenderShell> : page);
  };
  if (audience !== 'visitor') {
    const session = shellSession(audience);
    const copies = Object.entries(SHELL_WINDOWS).map(
      ([name, screens]) =>
        `<div ${SHELL_WINDOW_ATTRIBUTE}="${name}">${draw(configureAppStore(session), screens)}</div>`,
    );
    // The page as the app draws it for someone, once, for its styles only (as LATER_STATES): the
    // person's cards with their fields, which the shell leaves loading.
    draw(configureAppStore(session));
    return {
      html: withNameSlots(copies.join('')),
      styles: extractStyle(cache),
      after: shellFillScript(theme.getDesignToken().screenLG),
    };
  }
  // Drawn for their styles only, into the same cache: the browser then reuses them as well.
  for (const comeTo of LATER_STATES[path] ?? []) {
    const later = configureAppStore();
    await comeTo(later);
    draw(later);
  }
  return { html: draw(configureAppStore()), styles: extractStyle(cache), after: null };
}
