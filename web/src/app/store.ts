import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../shared/api/base-api';
import { readStoredSession, writeStoredSession } from '../shared/session/session-storage';
import { rootReducer } from '../shared/store/root-reducer';

export function createAppStore() {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: { session: readStoredSession() } },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
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
