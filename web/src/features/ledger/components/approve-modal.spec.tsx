import type { TransactionView } from '@app/libs';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { ApproveModal } from './approve-modal';

// antd renders slowly on a busy 2-core machine: give each wait room, the file as a whole too.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const pending: TransactionView = {
  id: '6f1c1f0e-8f0a-4a49-9c55-0d6a1c1d2b01',
  transaction_id: 41,
  created_at: '2026-01-02T03:04:05.000Z',
  created_at_date: '01-02-2026',
  user: { id: 'u1', fullName: 'Ada Lender', email: 'ada@example.com' },
  user_id: 'u1',
  description: 'pay later',
  units: 5,
  unit_value_cents: 50_000,
  unit_value: 500,
  amount_cents: 250_000,
  amount: 2500,
  status: 0,
  state: 'pending',
  debit: 0,
  credit: 5,
  pay_type: 'Wire',
  kind: 'pay-later',
  history_state: 'pending',
  facts: { kind: 'pay-later', pay_type: 'Wire', card: null, narration: null, reverses_transaction_id: null },
};
const approved = {
  status: 200,
  body: { message: 'Approved successfully!', data: { ...pending, status: 1, state: 'done' } },
};

const keysSent = (stub: ReturnType<typeof installFetchStub>) =>
  stub.seen
    .filter((r) => r.url.endsWith('admin/transactions/approve'))
    .map((r) => r.headers.get('Idempotency-Key'));

const approveButton = () => screen.getByRole('button', { name: /Approve/ });
/** The OK button shows a spinner while a call is in flight and ignores clicks until it ends. */
const idle = () => waitFor(() => expect(approveButton().className).not.toContain('ant-btn-loading'));

describe('ApproveModal', () => {
  let stub: ReturnType<typeof installFetchStub>;
  beforeEach(() => {
    stub = installFetchStub();
  });

  it('sends one Idempotency-Key for a double click and for the retry after a network error', async () => {
    const onClose = jest.fn();
    renderWithProviders(<ApproveModal transaction={pending} onClose={onClose} />);
    stub.answer(new TypeError('Failed to fetch'));
    stub.hold();
    fireEvent.click(approveButton());
    fireEvent.click(approveButton());
    await waitFor(() => expect(keysSent(stub).length).toBeGreaterThanOrEqual(1));
    stub.release();
    await idle();
    expect(onClose).not.toHaveBeenCalled();
    stub.answer(approved);
    fireEvent.click(approveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const keys = keysSent(stub);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(stub.seen[0].body).toEqual({ id: pending.id, units: 5 });
  });

  it('makes a new key after a success and after the units are edited', async () => {
    const onClose = jest.fn();
    renderWithProviders(<ApproveModal transaction={pending} onClose={onClose} />);
    const submit = async (closed: number) => {
      fireEvent.click(approveButton());
      await waitFor(() => expect(stub.seen).toHaveLength(closed + refusals));
      await idle();
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(closed));
    };
    let refusals = 0;
    stub.answer({ status: 500, body: { message: 'Something went wrong' } });
    fireEvent.click(approveButton());
    await waitFor(() => expect(stub.seen).toHaveLength(1));
    await idle();
    refusals = 1;
    // A failure keeps the key: sending the same approval again is the same submission.
    stub.answer(approved);
    await submit(1);
    stub.answer(approved);
    await submit(2);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '4' } });
    stub.answer(approved);
    await submit(3);
    const [failed, retried, afterSuccess, afterEdit] = keysSent(stub);
    expect(retried).toBe(failed);
    expect(afterSuccess).not.toBe(retried);
    expect(afterEdit).not.toBe(afterSuccess);
    expect(stub.seen[3].body).toEqual({ id: pending.id, units: 4 });
  });
});
