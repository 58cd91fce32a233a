import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers/app-providers';
import type { AppRouter } from './router/router';
import type { AppStore } from './store';

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
