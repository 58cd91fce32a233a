import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppStore } from './app/store';
import { setupI18n } from './shared/i18n/setup-i18n';
import './shared/ui/global.css';

async function start() {
  // Translations first, so no screen ever flashes raw keys.
  await setupI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <App store={createAppStore()} />
    </StrictMode>,
  );
}

void start();
