import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Provider } from 'react-redux';
import { makeUser } from '../../shared/test/user-fixture';
import { createTestStore } from '../../shared/test/render-with-providers';
import type { StoredSession } from '../../shared/session/session-storage';
import { RouteGuard } from './route-guard';

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

// A declarative router: jsdom lacks the fetch Request a data router builds on navigation.
function renderAt(path: string, session: StoredSession | null) {
  const store = createTestStore(session);
  const page = (name: string) => <p>{name}</p>;
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentPath />
        <Routes>
          <Route element={<RouteGuard />}>
            <Route path="/" element={page('landing')} />
            <Route path="/login" element={page('login')} />
            <Route path="/home" element={page('member home')} />
            <Route path="/pay-now" element={page('pay now')} />
            <Route path="/dashboard" element={page('dashboard')} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store };
}

describe('RouteGuard', () => {
  it('sends a visitor from a member page to /login', async () => {
    renderAt('/home', null);
    expect(await screen.findByText('login')).toBeTruthy();
    expect(screen.getByLabelText('path').textContent).toBe('/login');
  });

  it('sends a member away from the dashboard to /home', async () => {
    renderAt('/dashboard', { user: makeUser(), expiresAt: '2999-01-01T00:00:00Z' });
    expect(await screen.findByText('member home')).toBeTruthy();
  });

  it('clears an expired session and lands on /', async () => {
    const { store } = renderAt('/home', { user: makeUser(), expiresAt: '2000-01-01T00:00:00Z' });
    expect(await screen.findByText('landing')).toBeTruthy();
    expect(store.getState().session.session).toBeNull();
  });

  it('sends a member who must pay now to /pay-now', async () => {
    const user = makeUser({
      details: { ...makeUser().details, pay_now: 'Yes', paid: 'No', pay_later: false },
    });
    renderAt('/home', { user, expiresAt: '2999-01-01T00:00:00Z' });
    expect(await screen.findByText('pay now')).toBeTruthy();
  });
});
