import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../shared/api/base-api';
import { readStoredSession, type StoredSession, writeStoredSession } from '../shared/session/session-storage';
import { rootReducer } from '../shared/store/root-reducer';

/** The store as the app builds it, with this session (none when signed out): also for prerendering. */
export function configureAppStore(session: StoredSession | null = null) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: { session: { session } },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

/** The browser's store: the stored session, kept in localStorage as it changes. */
export function createAppStore() {
  const store = configureAppStore(readStoredSession());
  setupListeners(store.dispatch);

  // localStorage mirrors the session so a reload or a new tab starts signed in.
  let persisted = store.getState().session.session;
  store.subscribe(() => {
    const current = store.getState().session.session;
    if (current === persisted) return;
    persisted = current;
    writeStoredSession(current);
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
