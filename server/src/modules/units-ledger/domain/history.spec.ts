import { historyState, isAdminText } from './history';

const member = 'member-1';
const admin = 'admin-1';

describe('historyState', () => {
  it.each([
    ['pending', null, 'pending'],
    ['done', null, 'done'],
    ['reversed', null, 'reversed'],
    // The reversal row is a movement that happened; the row it reverses reads Reversed.
    ['reversal', admin, 'done'],
    // Voided by the member (a card payment paid instead, a new choice) or by a failed call.
    ['voided', member, 'voided'],
    ['voided', null, 'voided'],
    // Voided by anyone else: an admin rejected or deleted it.
    ['voided', admin, 'rejected'],
  ] as const)('%s voided by %p reads %s', (state, voidedBy, expected) => {
    expect(historyState(state, member, voidedBy)).toBe(expected);
  });
});

describe('isAdminText', () => {
  it.each(['manual', 'creation'])('%s narrations are an admin’s own text', (kind) =>
    expect(isAdminText(kind)).toBe(true),
  );
  it.each(['purchase', 'pay-later', 'receipt', 'loyalty', 'loyalty-deduction', 'reversal'])(
    '%s narrations are written by code',
    (kind) => expect(isAdminText(kind)).toBe(false),
  );
});
