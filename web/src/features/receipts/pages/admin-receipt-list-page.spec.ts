import type { AdminReceiptView, AwaitingUser } from '@app/libs';
import { receiptRows } from './admin-receipt-list-page';

const owner = {
  id: 'u1',
  fname: 'A',
  lname: 'B',
  fullName: 'A B',
  email: 'a@example.com',
  country_code: '1',
  phone: '1',
  city: 'c',
  state: 's',
  country: 'US',
};
const receipt = (id: string, source: AdminReceiptView['source']): AdminReceiptView => ({
  id,
  source,
  pay_type: 'Wire',
  paid: 'Requested',
  reject_reason: null,
  receipt: [],
  unit_purchase_intent: 1,
  units_approved: null,
  narration: null,
  created_at: '',
  updated_at: '',
  user: owner,
});
const awaiting: AwaitingUser = {
  id: 'u1',
  fullName: 'A B',
  email: 'a@example.com',
  user: owner,
  receipt_id: 'r-act',
  details: {
    unit_purchase_intent: 1,
    pay_type: 'ACH',
    pay_now: 'No',
    pay_later: false,
    paid: 'Requested',
    reject_reason: null,
    receipt: [],
  },
  amount_cents: 50_000,
  amount: 500,
  created_at: '',
};

describe('receiptRows', () => {
  it('lists each receipt once: activation receipts open the verification view, others their own view', () => {
    const rows = receiptRows(
      [receipt('r-act', 'activation'), receipt('r-buy', 'purchase')],
      [awaiting],
      'gone',
    );
    expect(rows.map((r) => [r.key, r.details])).toEqual([
      ['r-act', '/admin/receipt/verification/view/u1'],
      ['r-buy', '/admin/receipt/view/r-buy'],
    ]);
  });
});
