import { makeUser } from '../../../shared/test/user-fixture';
import { shouldOfferBuyMore } from './first-purchase-rule';

const details = makeUser().details;
const member = (over: Partial<typeof details>, transaction_done = false) =>
  makeUser({ transaction_done, details: { ...details, paid: 'No', pay_now: 'Yes', ...over } });

describe('shouldOfferBuyMore', () => {
  it('sends a member without a completed transaction from /home to /buy-more once', () => {
    expect(shouldOfferBuyMore(member({}), '/home', false)).toBe(true);
    expect(shouldOfferBuyMore(member({}), '/home', true)).toBe(false);
    expect(shouldOfferBuyMore(member({}), '/transactions', false)).toBe(false);
    expect(shouldOfferBuyMore(member({}, true), '/home', false)).toBe(false);
  });

  it('leaves members whose activation is in progress on /home', () => {
    expect(shouldOfferBuyMore(member({ pay_now: 'No' }), '/home', false)).toBe(false);
    expect(shouldOfferBuyMore(member({ pay_later: true }), '/home', false)).toBe(false);
    expect(shouldOfferBuyMore(member({ paid: 'Requested' }), '/home', false)).toBe(false);
    expect(shouldOfferBuyMore(member({ paid: 'Rejected' }), '/home', false)).toBe(false);
  });
});
