import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installRoutedFetchStub, type Routes, type SeenRequest } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import type { ScheduledSeason, SeasonUnitsReport, SeasonUnitsRow } from '../api/seasons.types';
import { todayIso } from '../components/season-days';
import { adminSession, paged } from '../test-fixtures';
import { AdminSeasonsPage } from './admin-seasons-page';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const schedules: ScheduledSeason[] = [
  { id: 's-1', date: '2026-07-01', lockAt: '2026-07-01T00:00:00Z', createdAt: '2026-05-01T10:00:00Z' },
  { id: 's-2', date: '2026-10-15', lockAt: '2026-10-15T00:00:00Z', createdAt: '2026-05-02T10:00:00Z' },
];

const row = (over: Partial<SeasonUnitsRow>): SeasonUnitsRow => ({
  id: 'u-2',
  fname: 'Grace',
  lname: 'Hopper',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  seasonUnits: { '1': 7, '2': 3 },
  totalUnits: 10,
  ...over,
});

const report = (rows: SeasonUnitsRow[], total = rows.length): SeasonUnitsReport => ({
  users: paged(rows, total),
  totalSeasons: 2,
  seasons: [
    { no: 1, name: 'Season 1', lockDate: '2026-03-01', lockedAt: '2026-03-01T00:00:00Z', current: false },
    { no: 2, name: 'Season 2', lockDate: null, lockedAt: null, current: true },
  ],
  seasonViseUnits: { '1': 1207, '2': 45 },
  totalUnits: 1252,
  totalUsers: 31,
});

const params = (request: SeenRequest) => new URL(request.url, 'http://localhost').searchParams;

function renderPage(routes: Routes = {}) {
  const stub = installRoutedFetchStub({
    'admin/season/scheduled-seasons': { status: 200, body: { data: { scheduledSeasons: schedules } } },
    'admin/season/units-season-vise': (request) =>
      params(request).get('search') === 'nobody'
        ? { status: 200, body: { data: report([], 0) } }
        : {
            status: 200,
            body: {
              data: report(
                [
                  row({}),
                  row({ id: 'u-3', fullName: 'Alan Turing', email: 'alan@example.com', totalUnits: 4 }),
                ],
                31,
              ),
            },
          },
    ...routes,
  });
  renderWithProviders(<AdminSeasonsPage />, { session: adminSession, path: '/admin/seasons' });
  return stub;
}

const scheduleModal = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /Lock\/Schedule Season/ }));
  // antd names every dialog by the same 'test-id' under jest, so the title is checked as text.
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Initiate a new season and lock the current one?')).toBeTruthy();
  return dialog;
};

describe('AdminSeasonsPage', () => {
  it('lists the scheduled locks with their number and MM-DD-YYYY date', async () => {
    renderPage();
    const list = await screen.findByRole('region', { name: 'Schedule Seasons' });
    expect(await within(list).findByText('07-01-2026')).toBeTruthy();
    expect(within(list).getByText('10-15-2026')).toBeTruthy();
    expect(within(list).getByRole('columnheader', { name: 'S No.' })).toBeTruthy();
    expect(within(list).getByText('2')).toBeTruthy();
  });

  it('shows units per member and season, the season states, and a footer of totals', async () => {
    renderPage();
    const email = await screen.findByRole('link', { name: 'grace@example.com' });
    expect(email.getAttribute('href')).toBe('/admin/users/view/u-2');
    expect(screen.getByRole('columnheader', { name: 'Season 1 Units Locked At: 03-01-2026' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Season 2 Units Current Season' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Total Units' })).toBeTruthy();
    const footer = screen.getByRole('rowheader', { name: 'Total Users: 31' }).closest('tr')!;
    expect(within(footer).getByText('1,207')).toBeTruthy();
    expect(within(footer).getByText('45')).toBeTruthy();
    expect(within(footer).getByText('1,252')).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: /Units per season: Season 1: 1,207, Season 2: 45/ }),
    ).toBeTruthy();
  });

  it('asks 10 per page first, then the page size and search the admin picks, from page 1', async () => {
    const stub = renderPage();
    await screen.findByText('grace@example.com');
    const first = stub.calls('admin/season/units-season-vise')[0]!;
    expect(params(first).get('perPage')).toBe('10');
    expect(params(first).get('page')).toBe('1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page' }));
    // The page-size select is a stand-in until antd's Select has loaded (ADR 0048): pressed, it asks for
    // the Select, which arrives open; on a clean clone, with nothing compiled yet, that takes seconds.
    const fifty = await screen.findAllByTitle('50', undefined, { timeout: 10_000 });
    fireEvent.click(fifty[fifty.length - 1]!);
    await waitFor(() =>
      expect(
        stub.calls('admin/season/units-season-vise').some((r) => params(r).get('perPage') === '50'),
      ).toBe(true),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the seasons units' }), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('No record found.')).toBeTruthy();
  });

  it('says so when nothing is scheduled and nobody has units', async () => {
    renderPage({
      'admin/season/scheduled-seasons': { status: 200, body: { data: { scheduledSeasons: [] } } },
      'admin/season/units-season-vise': { status: 200, body: { data: report([], 0) } },
    });
    expect(await screen.findByText('No season scheduled')).toBeTruthy();
    expect(await screen.findByText('No record found.')).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: /Total Users/ })).toBeNull();
  });

  it('deletes a schedule only once the admin confirms, and toasts the server message', async () => {
    const stub = renderPage({
      'admin/season/delete-schedule': { status: 200, body: { message: 'Scheduled season deleted.' } },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete the season scheduled for 07-01-2026' }),
    );
    expect(await screen.findByText('Are you sure you want to delete this scheduled season?')).toBeTruthy();
    expect(stub.calls('admin/season/delete-schedule')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Scheduled season deleted.')).toBeTruthy();
    const [call] = stub.calls('admin/season/delete-schedule');
    expect(call!.method).toBe('POST');
    expect(call!.body).toEqual({ id: 's-1' });
  });

  it('says by its code why a schedule could not be deleted', async () => {
    renderPage({
      'admin/season/delete-schedule': {
        status: 409,
        body: { message: 'server words', code: 'SEASON.SCHEDULE_FIRED' },
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete the season scheduled for 10-15-2026' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('This schedule has already locked the season and can no longer be deleted.'),
    ).toBeTruthy();
    expect(screen.queryByText('server words')).toBeNull();
  });

  it('requires a date of today or later, explains when the lock happens, then schedules it', async () => {
    const stub = renderPage({
      'admin/season/store': { status: 201, body: { message: 'Season lock scheduled.', data: { id: 's-3' } } },
    });
    const dialog = await scheduleModal();
    expect(within(dialog).getByText(/start of the chosen day in the operator's time zone/)).toBeTruthy();
    const date = within(dialog).getByLabelText('Lock Current Season at:');
    expect(date.getAttribute('min')).toBe(todayIso());
    expect(date.getAttribute('type')).toBe('date');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please choose a date.')).toBeTruthy();
    fireEvent.change(date, { target: { value: '2000-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The date cannot be before today.')).toBeTruthy();
    expect(stub.calls('admin/season/store')).toHaveLength(0);

    fireEvent.change(date, { target: { value: todayIso() } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Season lock scheduled.')).toBeTruthy();
    expect(stub.calls('admin/season/store')[0]!.body).toEqual({ date: todayIso() });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    [422, 'SEASON.DATE_IN_PAST', 'The lock date cannot be before today.'],
    [409, 'SEASON.ALREADY_SCHEDULED', 'A lock is already scheduled for this date.'],
  ])('shows a %s refusal by its code %s under the date', async (status, code, text) => {
    renderPage({ 'admin/season/store': { status, body: { message: 'server words', code } } });
    const dialog = await scheduleModal();
    fireEvent.change(within(dialog).getByLabelText('Lock Current Season at:'), {
      target: { value: '2999-12-31' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getByText(text)).toBeTruthy());
    expect(screen.queryByText('server words')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
