import type { VerificationRunView } from '@app/libs';
import { verifyLedger } from '../../src/cli/ledger-verify-run';
import { loadConfig } from '../../src/platform/config/app-config';
import { adminClient } from '../ledger/ledger-fixtures';
import type { TestApp } from './test-app';

/** `npm run ledger:verify` on the app's database: its exit code and the lines it printed. */
export async function ledgerVerify(t: TestApp): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await verifyLedger(loadConfig(t.env), (line) => lines.push(line));
  return { code, lines };
}

/** A verification run of the back-office's audit page (the worker's background job), to its end. */
export async function auditPageRun(t: TestApp): Promise<VerificationRunView> {
  const admin = await adminClient(t);
  const started = await admin.post('/api/admin/ledger/verify');
  expect(started.status).toBe(202);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const run: VerificationRunView | null = (await admin.get('/api/admin/ledger/verify/last')).body.data;
    if (run && run.id === started.body.data.id && ['passed', 'failed', 'errored'].includes(run.status))
      return run;
    if (Date.now() > deadline) throw new Error(`the run did not finish: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
