import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const MAIN = join(__dirname, '../../dist/main.js');

/** The built server, as operators run it: one process of one role, killed the way a crash kills it. */
export class AppProcess {
  /** When it was started (ms), to tell its work from that of the processes before it. */
  readonly startedAt = Date.now();

  private constructor(private readonly child: ChildProcess) {}

  static start(env: Record<string, string>, role: 'api' | 'worker'): AppProcess {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first (npm test does)`);
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, ...env, APP_ROLE: role, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return new AppProcess(child);
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** kill -9: no shutdown hook, no flush, transactions and job locks left to their timeouts. */
  async kill(): Promise<void> {
    if (!this.running) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers true; throws with `what` when `timeoutMs` passes first. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await sleep(everyMs);
  }
}
