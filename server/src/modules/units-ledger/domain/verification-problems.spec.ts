import { accountInWords, legsOf, MAX_STORED_PROBLEMS, Problem, withProblems } from './verification-problems';

const jane = { id: 'm-1', fullName: 'Jane Roe', email: 'jane@example.com' };

describe('verification problems in words', () => {
  it.each([
    [{ kind: 'member_paid' as const, member: jane }, 'Paid units of Jane Roe (jane@example.com)'],
    [{ kind: 'member_loyalty' as const, member: jane }, 'Free units of Jane Roe (jane@example.com)'],
    [
      { kind: 'member_loyalty' as const, member: { ...jane, fullName: '' } },
      'Free units of jane@example.com',
    ],
    [
      { kind: 'member_paid' as const, member: { id: 'm-9', fullName: '', email: '' } },
      'Paid units of member m-9',
    ],
    [{ kind: 'issuer' as const, member: null }, 'Issuer'],
    [{ kind: 'loyalty_issuer' as const, member: null }, 'Free units issuer'],
  ])('names %j as "%s", never by its code', (account, words) => {
    expect(accountInWords(account)).toBe(words);
  });

  it('says a balance drift with units and dollars, in singular or plural', () => {
    const problem = Problem.balance(
      { kind: 'member_paid', member: jane },
      { units: 1, cents: 50_000 },
      { units: 3, cents: 150_000 },
    );
    expect(problem).toMatchObject({ check: 'balance', balance: { units: 1, cents: 50_000 } });
    expect(problem.message).toBe(
      'Paid units of Jane Roe (jane@example.com): the balance says 1 unit ($500.00), its postings add up to 3 units ($1,500.00).',
    );
  });

  it('leaves dollars out where there are none (free units) and keeps the sign', () => {
    expect(Problem.transferSum('42', { units: -2, cents: 0 }).message).toBe(
      'Transfer #42: its postings add up to -2 units instead of zero.',
    );
    expect(Problem.negativeBalance({ kind: 'member_loyalty', member: jane }, -3).message).toBe(
      'Free units of Jane Roe (jane@example.com): the balance is below zero (-3).',
    );
  });

  it('counts the legs a transfer row must have', () => {
    expect(['transfer', 'post', 'reversal', 'pending', 'void'].map(legsOf)).toEqual([2, 2, 2, 0, 0]);
    expect(Problem.transferLegs('7', 'void', 2)).toMatchObject({ expected: 0, legs: 2 });
    expect(Problem.eventsSkipped(1).message).toBe(
      '1 committed event older than the last seal is missing from the hash chain.',
    );
  });

  it('keeps at most MAX_STORED_PROBLEMS problems but counts them all', () => {
    const many = Array.from({ length: MAX_STORED_PROBLEMS + 5 }, (_, i) => Problem.eventHash(String(i), 'x'));
    const kept = withProblems([], 0, many);
    expect(kept.problems).toHaveLength(MAX_STORED_PROBLEMS);
    expect(kept.problemCount).toBe(MAX_STORED_PROBLEMS + 5);
    expect(withProblems(kept.problems, kept.problemCount, [Problem.eventHash('x', 'y')]).problemCount).toBe(
      MAX_STORED_PROBLEMS + 6,
    );
  });
});
