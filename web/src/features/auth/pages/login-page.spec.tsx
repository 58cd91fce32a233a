/** @jest-environment ./web/test/jsdom-with-fetch.cjs */
import { Role } from '@app/libs';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeUser } from '../../../shared/test/user-fixture';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { LoginPage } from './login-page';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

type Reply = { status: number; body: unknown };

/** The login endpoint answering each call in turn; the bodies sent are kept. */
function serveLogin(replies: Reply[]) {
  const sent: Record<string, unknown>[] = [];
  globalThis.fetch = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (`${request.method} ${url.pathname}` !== 'POST /api/login')
      throw new Error(`unexpected ${url.pathname}`);
    sent.push(JSON.parse(await request.text()));
    const reply = replies.shift()!;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return sent;
}

const CODE_REQUIRED: Reply = {
  status: 401,
  body: { message: 'server text', code: 'AUTH.LOGIN_CODE_REQUIRED' },
};
const user = makeUser({ role: Role.User, email: 'owner@example.com' });
const SIGNED_IN: Reply = {
  status: 200,
  body: { message: 'Logged in successfully', data: { user, token: 't', expires_at: '2999-01-01T00:00:00Z' } },
};

function fillCredentials() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'owner@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'the right password' } });
}

describe('LoginPage', () => {
  it('asks for the emailed code when the server requires one, and sends it with the password', async () => {
    const sent = serveLogin([CODE_REQUIRED, SIGNED_IN]);
    const { router } = renderWithProviders(<LoginPage />, {
      path: '/login',
      routes: [{ path: '/home', element: <p>home page</p> }],
    });
    expect(screen.queryByLabelText('Sign-in code')).toBeNull();
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));

    const codeInput = await screen.findByLabelText('Sign-in code');
    expect(screen.getByText('Check your email')).toBeTruthy();
    // The error is worded by its code from the web's own translations, not the server's text.
    expect(
      await screen.findByText(/if the email and password are right, we have emailed you a sign-in code/),
    ).toBeTruthy();
    expect(sent[0]).toEqual({ email: 'owner@example.com', password: 'the right password' });

    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Enter the 6-digit code from the email.')).toBeTruthy();
    expect(sent).toHaveLength(1);

    fireEvent.change(codeInput, { target: { value: '12 34 56' } });
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(sent[1]).toEqual({ email: 'owner@example.com', password: 'the right password', code: '123456' });
  });

  it('sends a new code on request, by signing in again without one', async () => {
    const sent = serveLogin([CODE_REQUIRED, CODE_REQUIRED]);
    renderWithProviders(<LoginPage />, { path: '/login' });
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ email: 'owner@example.com', password: 'the right password' });
  });
});
