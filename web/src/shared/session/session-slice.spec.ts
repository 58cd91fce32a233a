import type { UserView } from '@app/libs';
import { makeUser } from '../test/user-fixture';
import { sessionSlice, sessionStarted, userRefreshed } from './session-slice';

const reduce = sessionSlice.reducer;
const signedIn = (user = makeUser()) =>
  reduce(undefined, sessionStarted({ user, expires_at: '2999-01-01T00:00:00Z' }));

describe('userRefreshed', () => {
  it('keeps the state as it was when the server says what the page already shows', () => {
    const before = signedIn(makeUser({ fname: 'Nina' }));
    const after = reduce(before, userRefreshed(JSON.parse(JSON.stringify(before.session!.user)) as UserView));
    expect(after).toBe(before);
  });

  it('takes what changed and keeps the objects of what did not', () => {
    const before = signedIn(makeUser({ balance_units: 1 }));
    const after = reduce(
      before,
      userRefreshed({ ...(JSON.parse(JSON.stringify(before.session!.user)) as UserView), balance_units: 5 }),
    );
    expect(after.session!.user.balance_units).toBe(5);
    expect(after.session!.user).not.toBe(before.session!.user);
    expect(after.session!.user.details).toBe(before.session!.user.details);
    expect(after.session!.expiresAt).toBe(before.session!.expiresAt);
  });

  it('does nothing when no one is signed in', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(reduce(state, userRefreshed(makeUser()))).toBe(state);
  });
});
