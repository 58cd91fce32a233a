import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type ContactMessageView } from '@app/libs';
import { installRoutedFetchStub, type SeenRequest } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { AdminContactMessagesPage, replyHref } from './admin-contact-messages-page';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const adminSession = { user: makeUser({ role: Role.Admin }), expiresAt: '2999-01-01T00:00:00Z' };

const msg = (over: Partial<ContactMessageView>): ContactMessageView => ({
  id: 'm-1',
  name: 'Jane Visitor',
  email: 'jane@example.com',
  subject: 'Sponsoring',
  message: 'Short text',
  read: false,
  readAt: null,
  createdAt: '2026-05-01T10:00:00Z',
  ...over,
});

const LONG = `I would like to know more about lending units to the production. ${'More words. '.repeat(10)}The end.`;
const params = (request: SeenRequest) => new URL(request.url, 'http://localhost').searchParams;

function renderPage() {
  let read = false;
  const stub = installRoutedFetchStub({
    'admin/contact-messages': (request) => ({
      status: 200,
      body: {
        data: {
          messages:
            params(request).get('filter') === 'read'
              ? []
              : [
                  msg({ read }),
                  msg({
                    id: 'm-2',
                    name: 'Alan',
                    email: 'alan@example.com',
                    subject: 'Hi',
                    message: LONG,
                    read: true,
                  }),
                ],
          total: 2,
          unread: read ? 0 : 1,
          page: 1,
          perPage: 10,
        },
      },
    }),
    'admin/contact-messages/mark': (request) => {
      read = (request.body as { read: boolean }).read;
      return { status: 200, body: { message: 'Marked as read', data: msg({ read }) } };
    },
  });
  renderWithProviders(<AdminContactMessagesPage />, {
    session: adminSession,
    path: '/admin/contact-messages',
  });
  return stub;
}

describe('AdminContactMessagesPage', () => {
  it('lists the messages with a reply link, and expands a long message', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Sponsoring')).toBeTruthy();
    for (const header of ['Date', 'Name', 'Email', 'Subject', 'Message', 'Read'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    const reply = within(table).getByRole('link', { name: 'Reply by email: Jane Visitor' });
    expect(reply.getAttribute('href')).toBe('mailto:jane%40example.com?subject=Re%3A%20Sponsoring');
    expect(within(table).queryByText(/The end\./)).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Show all' }));
    expect(within(table).getByText(/The end\./)).toBeTruthy();
    expect(screen.getByTitle('Unread messages: 1')).toBeTruthy();
  });

  it('marks a message read with its switch', async () => {
    const stub = renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Read: Sponsoring' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(await screen.findByText('Marked as read')).toBeTruthy();
    expect(stub.calls('admin/contact-messages/mark')[0].body).toEqual({ id: 'm-1', read: true });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Read: Sponsoring' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
  });

  it('asks the server for the chosen filter', async () => {
    const stub = renderPage();
    await screen.findByText('Sponsoring');
    fireEvent.click(screen.getByText('Read', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    expect(params(stub.calls('admin/contact-messages?').at(-1)!).get('filter')).toBe('read');
  });

  it('builds the reply link from any address and subject', () => {
    expect(replyHref(msg({ email: 'a+b@example.com', subject: 'Q&A?' }))).toBe(
      'mailto:a%2Bb%40example.com?subject=Re%3A%20Q%26A%3F',
    );
  });
});
