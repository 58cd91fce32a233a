import { decideOnFailure, MAX_ATTEMPTS } from './retry-policy';

describe('decideOnFailure', () => {
  it('retries the first failure of an event after a second', () => {
    expect(decideOnFailure('7', null, 0)).toEqual({ kind: 'retry', attempts: 1, delayMs: 1000 });
  });

  it('doubles the delay for each further failure of the same event', () => {
    expect(decideOnFailure('7', '7', 1)).toEqual({ kind: 'retry', attempts: 2, delayMs: 2000 });
    expect(decideOnFailure('7', '7', 3, 10)).toEqual({ kind: 'retry', attempts: 4, delayMs: 8000 });
  });

  it('caps the delay at a minute', () => {
    expect(decideOnFailure('7', '7', 20, 100)).toEqual({ kind: 'retry', attempts: 21, delayMs: 60_000 });
  });

  it('starts counting again when another event fails', () => {
    expect(decideOnFailure('8', '7', 4)).toEqual({ kind: 'retry', attempts: 1, delayMs: 1000 });
  });

  it(`gives the event up to the dead letters at attempt ${MAX_ATTEMPTS}`, () => {
    expect(decideOnFailure('7', '7', MAX_ATTEMPTS - 2).kind).toBe('retry');
    expect(decideOnFailure('7', '7', MAX_ATTEMPTS - 1)).toEqual({
      kind: 'dead-letter',
      attempts: MAX_ATTEMPTS,
    });
  });
});
