import { startTestApp, TestApp } from '../support/test-app';
import { fuzzApi } from './openapi-fuzz';

/** Bounded here; `npm run fuzz -- --cases 2000 --seed N` runs the same fuzz at length. */
const CASES = Number(process.env.FUZZ_CASES ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

// A guard against a hang, not a speed check: in CI another test file shares the two cores.
jest.setTimeout(360_000 + CASES * 6_000);

describe(`every route of the OpenAPI document, ${CASES} hostile cases each (seed ${SEED})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'fatal' });
  });
  afterAll(() => t.close());

  it('never answers 5xx, and every error is { message, code }', async () => {
    const report = await fuzzApi(t, CASES, SEED);
    if (process.env.FUZZ_CASES) console.log(JSON.stringify({ ...report, failures: report.failures.length }));
    expect(report.failures).toEqual([]);
    // The fuzz reached the whole API, as every role, and not only its front door.
    expect(report.operations).toBeGreaterThanOrEqual(45);
    expect(report.requests).toBe(report.operations * CASES);
    for (const role of ['anonymous', 'member', 'admin', 'superadmin'] as const)
      expect(report.roles[role]).toBeGreaterThan(0);
    const answered = (from: number, to: number) =>
      Object.entries(report.statuses)
        .filter(([status]) => Number(status) >= from && Number(status) < to)
        .reduce((sum, [, n]) => sum + n, 0);
    expect(answered(200, 300)).toBeGreaterThan(0);
    expect(answered(400, 500)).toBeGreaterThan(report.requests / 2);
  });
});
