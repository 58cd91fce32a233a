import type { VerificationProblem, VerificationRunView } from '@app/libs';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { VerificationResult } from './verification-result';

const jane = { id: 'm-1', fullName: 'Jane Roe', email: 'jane@example.com' };
const run = (over: Partial<VerificationRunView> = {}): VerificationRunView => ({
  id: 'r-1',
  status: 'passed',
  requestedBy: { id: 'a-1', fullName: 'Ada Admin', email: 'ada@example.com' },
  requestedAt: '2026-11-23T10:00:00.000Z',
  startedAt: '2026-11-23T10:00:01.000Z',
  finishedAt: '2026-11-23T10:00:41.000Z',
  phase: 'done',
  chunks: 31,
  resumed: 0,
  counts: { accounts: 4, transfers: 3, postings: 6, events: 9, anchors: 2 },
  pendingEvents: 0,
  problemCount: 0,
  problems: [],
  error: null,
  ...over,
});
const text = () => document.body.textContent ?? '';

describe('VerificationResult (Ledger Audit page)', () => {
  it('says so when the ledger was never verified', () => {
    renderWithProviders(<VerificationResult run={null} />);
    expect(screen.getByText('The ledger has not been verified yet.')).toBeTruthy();
  });

  it('shows a running run with its phase and checkpoints, and who started it', () => {
    renderWithProviders(
      <VerificationResult run={run({ status: 'running', phase: 'balances', finishedAt: null, chunks: 1 })} />,
    );
    expect(screen.getByText('Running')).toBeTruthy();
    expect(screen.getByText('Checking every balance against its postings')).toBeTruthy();
    expect(screen.getByText('1 checkpoint saved')).toBeTruthy();
    expect(text()).toMatch(/Started 11-23-2026 .+ by Ada Admin/);
    expect(text()).not.toContain('Finished');
  });

  it('shows a pass with the counts, and events not sealed yet as pending rather than a failure', () => {
    renderWithProviders(<VerificationResult run={run({ pendingEvents: 3, resumed: 1 })} />);
    expect(screen.getByText('Passed')).toBeTruthy();
    expect(screen.getByText('All holds')).toBeTruthy();
    expect(
      screen.getByText('4 accounts, 3 transfers, 6 postings, 9 sealed events and 2 chain anchors checked.'),
    ).toBeTruthy();
    expect(
      screen.getByText('3 events are not sealed into the hash chain yet: pending, not a problem.'),
    ).toBeTruthy();
    expect(screen.getByText('Resumed once after an interruption.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("lists problems in people's words, never account codes", () => {
    const problems: VerificationProblem[] = [
      {
        check: 'balance',
        account: { kind: 'member_paid', member: jane },
        balance: { units: 11, cents: 550_000 },
        postings: { units: 7, cents: 350_000 },
        message: 'server text',
      },
      {
        check: 'pending-units',
        account: { kind: 'member_loyalty', member: jane },
        pendingUnits: 1,
        expected: 0,
        message: 'server text',
      },
      {
        check: 'transfer-legs',
        transferNo: '12',
        type: 'post',
        legs: 1,
        expected: 2,
        message: 'server text',
      },
    ];
    renderWithProviders(<VerificationResult run={run({ status: 'failed', problems, problemCount: 4 })} />);
    expect(screen.getByRole('alert').textContent).toContain('4 problems found');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Paid units of Jane Roe (jane@example.com): the balance says 11 units ($5,500.00), its postings add up to 7 units ($3,500.00).',
      'Free units of Jane Roe (jane@example.com): 1 unit shown as pending, the pending transfers hold 0 units.',
      'Transfer #12 (Approval) has 1 posting instead of 2.',
    ]);
    expect(screen.getByText('…and 1 more problem.')).toBeTruthy();
    expect(text()).not.toMatch(/member_paid|member_loyalty|loyalty_issuer|server text/);
  });

  it('shows a run that stopped before it finished as such, not as a pass or a failure', () => {
    renderWithProviders(<VerificationResult run={run({ status: 'errored', error: 'connection reset' })} />);
    expect(screen.getByText('Stopped')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'The verification stopped before it finished. Start it again.',
    );
    expect(text()).not.toContain('connection reset');
  });
});
