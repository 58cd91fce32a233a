import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '../support/free-port';

/**
 * A redis-server of the test's own, on a free port with its data in `dir`, persisted as the README
 * documents for production (AOF, fsync every second, noeviction): restarting or killing it touches
 * nobody else's Redis.
 */
export class OwnRedis {
  private process?: ChildProcess;

  private constructor(
    readonly port: number,
    readonly dir: string,
  ) {}

  static async start(dir: string): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort(), dir);
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it on its port and folder; resolves once it accepts connections (its data loaded). */
  start(): Promise<void> {
    const child = spawn(
      'redis-server',
      [
        ...['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir],
        ...['--appendonly', 'yes', '--appendfsync', 'everysec', '--save', ''],
        ...['--maxmemory-policy', 'noeviction'],
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    this.process = child;
    return new Promise((resolve, reject) => {
      let output = '';
      let ready = false;
      child.stdout!.on('data', (chunk: Buffer) => {
        if (ready) return;
        output += chunk.toString('utf8');
        ready = output.includes('Ready to accept connections');
        if (ready) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
  }

  /** SHUTDOWN: Redis flushes its append-only file and exits. */
  async shutdown(): Promise<void> {
    const exited = this.exited();
    const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    await client.connect();
    // The server closes the connection instead of answering.
    await client.call('SHUTDOWN').catch(() => undefined);
    client.disconnect();
    await exited;
  }

  /** kill -9: no chance to flush anything. */
  async kill(): Promise<void> {
    const exited = this.exited();
    this.process?.kill('SIGKILL');
    await exited;
  }

  /** Whether the append-only files on disk hold `text` (written by Redis, not only in its memory). */
  appendOnlyFilesContain(text: string): boolean {
    const aofDir = join(this.dir, 'appendonlydir');
    if (!existsSync(aofDir)) return false;
    return readdirSync(aofDir).some((file) => readFileSync(join(aofDir, file)).includes(text));
  }

  private exited(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => child.once('exit', () => resolve()));
  }
}
