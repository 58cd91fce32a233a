import { StyleProvider } from '@ant-design/cssinjs';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { baseApi } from '../api/base-api';
import type { StoredSession } from '../session/session-storage';
import { rootReducer } from '../store/root-reducer';
import { ToastProvider } from '../toasts/toast-provider';
import { installBrowserStubs } from './browser-stubs';
import { createTestI18n } from './test-i18n';

installBrowserStubs();

export function createTestStore(session: StoredSession | null = null) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: { session: { session } },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

interface RenderOptions {
  session?: StoredSession | null;
  path?: string;
  /** Extra routes next to the one under test, e.g. redirect targets. */
  routes?: RouteObject[];
  /** Another language than English, e.g. to see a page in Japanese. */
  i18n?: I18n;
}

/** Renders `element` at `path` inside the app's providers with an in-memory router. */
export function renderWithProviders(
  element: ReactElement,
  { session = null, path = '/', routes = [], i18n = createTestI18n() }: RenderOptions = {},
) {
  const store = createTestStore(session);
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [path] });
  const utils = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        {/* antd's styles are not written into jsdom, whose getComputedStyle would cascade them all. */}
        <StyleProvider mock="server">
          <ToastProvider settings={{}}>
            <RouterProvider router={router} />
          </ToastProvider>
        </StyleProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...utils, store, router };
}
