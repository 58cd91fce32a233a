/** @jest-environment ./web/test/jsdom-with-fetch.cjs */
import type { DeadLetterView, EventConsumerStatus, EventLogStatus } from '@app/libs';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { EventConsumersPage } from './event-consumers-page';

type Reply = { status: number; body: unknown } | Promise<never>;
type Handler = (url: URL, method: string) => Reply;

/** The server as the page sees it: each call answered by the handler of its path. */
function serve(handlers: Record<string, Handler>) {
  const calls: { method: string; url: URL }[] = [];
  globalThis.fetch = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    calls.push({ method: request.method, url });
    const handler = handlers[`${request.method} ${url.pathname}`];
    if (!handler) throw new Error(`unexpected call ${request.method} ${url.pathname}`);
    const reply = await handler(url, request.method);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return calls;
}

const consumer = (patch: Partial<EventConsumerStatus>): EventConsumerStatus => ({
  name: 'identity.welcome-email',
  kind: 'reaction',
  event_types: ['identity.UserRegistered'],
  checkpoint: 40,
  behind: 0,
  handled: 1234,
  attempts: 0,
  retry_at: null,
  last_error: null,
  progressed_at: new Date(2026, 10, 23, 14, 5).toISOString(),
  known: true,
  ...patch,
});

const STATUS: EventLogStatus = {
  sealer: { head_seal_no: 40, events: 12_345, unsealed: 0, oldest_unsealed_at: null },
  behind_cap: 100_000,
  consumers: [
    consumer({}),
    consumer({
      name: 'ledger.balances',
      kind: 'projection',
      event_types: ['ledger.TransferPosted'],
      behind: 100_000,
    }),
    consumer({
      name: 'referrals.tree',
      kind: 'projection',
      behind: 3,
      attempts: 2,
      retry_at: new Date(2026, 10, 23, 14, 10).toISOString(),
      last_error: 'Error: the tree is locked',
    }),
    consumer({ name: 'old.consumer', known: false, event_types: [], progressed_at: null }),
  ],
  open_dead_letters: 1,
};

const letter = (patch: Partial<DeadLetterView> = {}): DeadLetterView => ({
  id: '7',
  consumer: 'identity.welcome-email',
  seal_no: 12,
  event_id: '0b8a2f8e-0000-4000-8000-000000000001',
  event_type: 'identity.UserRegistered',
  aggregate_id: '5f1d7c1e-0000-4000-8000-00000000abcd',
  error: 'Error: SMTP refused the message',
  attempts: 5,
  failed_at: new Date(2026, 10, 22, 8, 30).toISOString(),
  retried_at: null,
  resolved_at: null,
  ...patch,
});

const ok = (body: unknown): Reply => ({ status: 200, body });
const statusReply = () => ok({ data: STATUS });
const page = (data: DeadLetterView[], next_cursor: string | null = null) => ok({ data, next_cursor });
const never = (): Reply => new Promise<never>(() => undefined);

const render = () => renderWithProviders(<EventConsumersPage />, { path: '/admin/event-consumers' });
const rowIn = (region: string, text: string) =>
  within(screen.getByLabelText(region))
    .getByText(text, { selector: 'td *, td' })
    .closest('tr') as HTMLElement;
// Role queries walk the whole antd page (slow in jsdom); labels and small subtrees are quick.
const confirmButton = () =>
  within(screen.getByText('Retry this event?').closest('.ant-popover') as HTMLElement).getByRole('button', {
    name: 'Retry',
  });
const consumerRow = (text: string) => rowIn('Consumers table', text);
const letterRow = (text: string) => rowIn('Failed events table', text);

// antd in jsdom is slow on a shared two-core machine: a page render with its tables can take
// seconds, far over Testing Library's default wait of one second.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

describe('EventConsumersPage', () => {
  it('shows skeletons while the first answers are on their way', () => {
    serve({
      'GET /api/admin/event-consumers': never,
      'GET /api/admin/event-consumers/dead-letters': never,
    });
    const { container } = render();
    expect(screen.getByRole('heading', { name: 'Event Consumers' })).toBeTruthy();
    expect(container.querySelectorAll('.ant-skeleton')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('No failed events')).toBeNull();
  });

  it("links to the server's queue dashboard with a plain link, which the session cookie opens", () => {
    serve({
      'GET /api/admin/event-consumers': never,
      'GET /api/admin/event-consumers/dead-letters': never,
    });
    render();
    const link = screen.getByRole('link', { name: 'Queue dashboard' });
    expect(link.getAttribute('href')).toBe('/api/admin/queues');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('shows the sealer, every consumer in plain words and the cap as "100,000+"', async () => {
    serve({
      'GET /api/admin/event-consumers': statusReply,
      'GET /api/admin/event-consumers/dead-letters': () => page([letter()]),
    });
    render();
    await screen.findByText('12,345');
    expect(screen.getByText('#40')).toBeTruthy();
    expect(screen.getByText('All sealed')).toBeTruthy();

    const welcome = consumerRow('identity.welcome-email');
    expect(within(welcome).getByText('Side effect')).toBeTruthy();
    expect(within(welcome).getByText('identity.UserRegistered')).toBeTruthy();
    expect(within(welcome).getByText('1,234')).toBeTruthy();
    expect(within(welcome).getByText('11-23-2026 14:05')).toBeTruthy();
    expect(within(welcome).getByText('Up to date')).toBeTruthy();

    const balances = consumerRow('ledger.balances');
    expect(within(balances).getByText('Read model')).toBeTruthy();
    expect(within(balances).getByText('100,000+')).toBeTruthy();
    expect(within(balances).getByText('Catching up')).toBeTruthy();

    const tree = consumerRow('referrals.tree');
    expect(within(tree).getByText('Retrying at 11-23-2026 14:10')).toBeTruthy();
    expect(within(tree).getByText('Attempt 2')).toBeTruthy();
    expect(within(tree).getByText(/the tree is locked/)).toBeTruthy();

    const old = consumerRow('old.consumer');
    expect(within(old).getByText('Unknown consumer')).toBeTruthy();
    expect(within(old).getByText('Never')).toBeTruthy();

    const region = screen.getByLabelText('Consumers table');
    expect([region.getAttribute('role'), region.tabIndex]).toEqual(['region', 0]);
    expect(screen.getByText('1 open')).toBeTruthy();
  });

  it('says how long the oldest unsealed event has waited', async () => {
    const answered = Date.now();
    serve({
      'GET /api/admin/event-consumers': () =>
        ok({
          data: {
            ...STATUS,
            sealer: {
              ...STATUS.sealer,
              unsealed: 4,
              oldest_unsealed_at: new Date(answered - 3 * 60_000 - 5_000).toISOString(),
            },
          },
        }),
      'GET /api/admin/event-consumers/dead-letters': () => page([]),
    });
    render();
    expect(await screen.findByText('3 minutes ago')).toBeTruthy();
    expect(screen.queryByText('All sealed')).toBeNull();
  });

  it('says when there are no failed events, and refreshes everything on demand', async () => {
    const calls = serve({
      'GET /api/admin/event-consumers': () => ok({ data: { ...STATUS, open_dead_letters: 0 } }),
      'GET /api/admin/event-consumers/dead-letters': () => page([]),
    });
    render();
    expect(await screen.findByText('No failed events')).toBeTruthy();
    expect(screen.getByText('0 open')).toBeTruthy();

    const before = calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => {
      const again = calls.slice(before).map((c) => c.url.pathname);
      expect(again).toEqual(
        expect.arrayContaining(['/api/admin/event-consumers', '/api/admin/event-consumers/dead-letters']),
      );
    });
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    serve({
      'GET /api/admin/event-consumers': () => (fail ? { status: 500, body: {} } : statusReply()),
      'GET /api/admin/event-consumers/dead-letters': () =>
        fail ? { status: 500, body: {} } : page([letter()]),
    });
    render();
    await waitFor(() => expect(screen.getAllByText('Could not load the event consumers.')).toHaveLength(2));
    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Reload page' })[0]);
    await screen.findByText('12,345');
  });

  it('retries a failed event after a confirmation and says it was handled', async () => {
    let resolved = false;
    const calls = serve({
      'GET /api/admin/event-consumers': statusReply,
      'GET /api/admin/event-consumers/dead-letters': () => page(resolved ? [] : [letter()]),
      'POST /api/admin/event-consumers/dead-letters/7/retry': () => {
        resolved = true;
        return ok({
          message: 'The event was handled.',
          data: letter({ resolved_at: new Date().toISOString() }),
        });
      },
    });
    render();
    const row = await waitFor(() => letterRow('Error: SMTP refused the message'));
    expect(within(row).getByText('5f1d7c1e-0000-4000-8000-00000000abcd')).toBeTruthy();
    expect(within(row).getByText('11-22-2026 08:30')).toBeTruthy();
    expect(within(row).getByText('Open')).toBeTruthy();

    fireEvent.click(
      within(row).getByRole('button', {
        name: 'Retry the identity.UserRegistered event for identity.welcome-email',
      }),
    );
    expect(await screen.findByText('Retry this event?')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(confirmButton());

    expect(await screen.findByText('The event was handled.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(await screen.findByText('No failed events')).toBeTruthy();
  });

  it('says the event failed again, and shows its new error in the list', async () => {
    let failedAgain = false;
    serve({
      'GET /api/admin/event-consumers': statusReply,
      'GET /api/admin/event-consumers/dead-letters': () =>
        page([
          failedAgain
            ? letter({
                attempts: 6,
                retried_at: new Date(2026, 10, 23, 9, 0).toISOString(),
                error: 'Error: still down',
              })
            : letter(),
        ]),
      'POST /api/admin/event-consumers/dead-letters/7/retry': () => {
        failedAgain = true;
        return {
          status: 409,
          body: { message: 'The event failed again: Error: still down', code: 'EVENTS.RETRY_FAILED' },
        };
      },
    });
    render();
    const open = await waitFor(() => letterRow('Error: SMTP refused the message'));
    fireEvent.click(within(open).getByRole('button', { name: /^Retry the identity.UserRegistered event/ }));
    await screen.findByText('Retry this event?');
    fireEvent.click(confirmButton());

    // Translated by its code (ADR 0011); the row below carries the new error itself.
    expect(
      await screen.findByText('The event failed again. Its new error is shown in the list.'),
    ).toBeTruthy();
    expect(screen.queryByText('The event was handled.')).toBeNull();
    // The row comes back with the new error, one more attempt, and still open to a retry.
    const row = await waitFor(() => letterRow('Error: still down'));
    expect(within(row).getByText('6')).toBeTruthy();
    expect(within(row).getByText('Failed again')).toBeTruthy();
    expect(within(row).getByText('11-23-2026 09:00')).toBeTruthy();
    expect(within(row).getByRole('button', { name: /^Retry the/ })).toBeTruthy();
  });

  it('switches between open and all failed events, and loads more with the cursor', async () => {
    const calls = serve({
      'GET /api/admin/event-consumers': statusReply,
      'GET /api/admin/event-consumers/dead-letters': (url) => {
        if (url.searchParams.get('status') === 'open') return page([letter()]);
        if (url.searchParams.get('cursor') === '6')
          return page([letter({ id: '3', error: 'Error: oldest' })]);
        return page(
          [
            letter({
              id: '9',
              error: 'Error: fixed since',
              resolved_at: new Date(2026, 10, 23, 10, 15).toISOString(),
            }),
            letter({ id: '6' }),
          ],
          '6',
        );
      },
    });
    render();
    await screen.findByText('Error: SMTP refused the message');
    expect(screen.queryByText('Error: fixed since')).toBeNull();
    expect(screen.queryByText('Load more')).toBeNull();

    const showAll = screen.getByLabelText('Show retried ones too');
    expect(showAll.getAttribute('role')).toBe('switch');
    fireEvent.click(showAll);
    const resolved = await waitFor(() => letterRow('Error: fixed since'));
    expect(within(resolved).getByText('Resolved')).toBeTruthy();
    expect(within(resolved).getByText('11-23-2026 10:15')).toBeTruthy();
    expect(within(resolved).queryByRole('button', { name: /^Retry/ })).toBeNull();
    expect(calls.some((c) => c.url.searchParams.get('status') === 'all')).toBe(true);

    await act(async () => fireEvent.click(screen.getByText('Load more')));
    await screen.findByText('Error: oldest');
    expect(screen.getByText('Error: fixed since')).toBeTruthy();
    expect(calls.some((c) => c.url.searchParams.get('cursor') === '6')).toBe(true);
    await waitFor(() => expect(screen.queryByText('Load more')).toBeNull());
  });
});
