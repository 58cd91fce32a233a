import { TIER_PAGE_SIZE } from '@app/libs';
import { calendarDay, checkTierQuery, TierQueryCode } from './tier-query';

const problemsOf = (raw: Parameters<typeof checkTierQuery>[0]) => {
  const outcome = checkTierQuery(raw);
  return 'problems' in outcome ? outcome.problems : {};
};

describe('calendarDay', () => {
  it('reads a real date as its first instant in UTC', () => {
    expect(calendarDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
  it.each(['2023-02-29', '2024-13-01', '2024-1-01', '24-01-01', '2024-01-01T00:00', '0000-01-01', ''])(
    'refuses %p',
    (text) => {
      expect(calendarDay(text)).toBeNull();
    },
  );
});

describe('checkTierQuery', () => {
  it('takes a tier without dates, with the first page of TIER_PAGE_SIZE by default', () => {
    expect(checkTierQuery({ index: 2 })).toEqual({
      query: { index: 2, from: null, until: null, page: 1, perPage: TIER_PAGE_SIZE },
    });
  });

  it('takes both dates inclusive: until is the start of the day after end', () => {
    const outcome = checkTierQuery({
      index: 1,
      start: '2024-03-01',
      end: '2024-03-01',
      page: 2,
      per_page: 10,
    });
    expect(outcome).toEqual({
      query: {
        index: 1,
        from: new Date('2024-03-01T00:00:00Z'),
        until: new Date('2024-03-02T00:00:00Z'),
        page: 2,
        perPage: 10,
      },
    });
  });

  it('treats null and empty dates as none', () => {
    expect('query' in checkTierQuery({ index: 1, start: null, end: '' })).toBe(true);
  });

  it.each([0, -1, 1.5, '1', null, undefined])('refuses the tier index %p', (index) => {
    expect(problemsOf({ index })).toEqual({ index: TierQueryCode.badIndex });
  });

  it('asks for the start date when only the end is given, and for the end when only the start is', () => {
    expect(problemsOf({ index: 1, end: '2024-01-01' })).toEqual({ start: TierQueryCode.startRequired });
    expect(problemsOf({ index: 1, start: '2024-01-01' })).toEqual({ end: TierQueryCode.endRequired });
  });

  it('refuses dates that are no calendar dates', () => {
    expect(problemsOf({ index: 1, start: '2024-02-30', end: 20240301 })).toEqual({
      start: TierQueryCode.badDate,
      end: TierQueryCode.badDate,
    });
  });

  it('refuses a start after the end', () => {
    expect(problemsOf({ index: 1, start: '2024-03-02', end: '2024-03-01' })).toEqual({
      start: TierQueryCode.startAfterEnd,
    });
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ per_page: TIER_PAGE_SIZE + 1 }, 'per_page'],
    [{ per_page: 0 }, 'per_page'],
  ])('refuses paging %p', (paging, field) => {
    expect(Object.keys(problemsOf({ index: 1, ...paging }))).toEqual([field]);
  });
});
