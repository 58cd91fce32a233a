import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, routerReady } from './app/router/router';
import { createAppStore } from './app/store';
import { NOT_FOR_THIS_VISITOR, PRERENDERED_ATTRIBUTE } from './prerender/prerender-gate';
import { setupI18n } from './shared/i18n/setup-i18n';
import './shared/ui/global.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const router = createAppRouter();
  // Translations first, so no screen ever flashes raw keys. Over a page prerendered at build time
  // (src/prerender), the first render waits for the page's own code too: the page, not a loader,
  // takes the prerendered one's place.
  const prerendered =
    container.querySelector(`[${PRERENDERED_ATTRIBUTE}]`) !== null &&
    !document.documentElement.classList.contains(NOT_FOR_THIS_VISITOR);
  await Promise.all([setupI18n(), prerendered ? routerReady(router) : null]);
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole page is drawn: a tap or a key is answered meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App store={createAppStore()} router={router} />
      </StrictMode>,
    ),
  );
}

void start();
