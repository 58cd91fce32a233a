import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers/app-providers';
import { createAppRouter } from './router/router';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
