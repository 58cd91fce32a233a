import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../support/free-port';

const run = promisify(execFile);
/** The server programs of Debian's newest PostgreSQL (initdb, pg_ctl); PG_BIN_DIR for another layout. */
function binDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const versions = existsSync(DEBIAN_DIR) ? readdirSync(DEBIAN_DIR).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error(`No PostgreSQL in ${DEBIAN_DIR}: set PG_BIN_DIR to the folder of initdb and pg_ctl`);
  return join(DEBIAN_DIR, newest, 'bin');
}
const DEBIAN_DIR = '/usr/lib/postgresql';

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, that the test may
 * stop and start at will: the shared server on 5432 is never touched. initdb refuses to run as root,
 * so as root the cluster belongs to the `postgres` system user and its tools run as that user.
 */
export class OwnPostgres {
  private constructor(
    readonly port: number,
    readonly dir: string,
    private readonly asUser: string[],
  ) {}

  static async create(): Promise<OwnPostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'lending-pg-'));
    let asUser: string[] = [];
    if (userInfo().uid === 0) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: group } = await run('id', ['-g', 'postgres']);
      chownSync(dir, Number(stdout.trim()), Number(group.trim()));
      asUser = ['runuser', '-u', 'postgres', '--'];
    }
    const pg = new OwnPostgres(await freePort(), dir, asUser);
    await pg.tool('initdb', ['-D', pg.data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    await pg.start();
    return pg;
  }

  private get data(): string {
    return join(this.dir, 'data');
  }

  /** The superuser's URL, as the app's DATABASE_ADMIN_URL. */
  get adminUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Starts the cluster and waits until it accepts connections (crash recovery included). */
  async start(): Promise<void> {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off`;
    await this.tool('pg_ctl', ['-D', this.data, '-l', join(this.dir, 'log'), '-o', options, '-w', 'start']);
  }

  /**
   * `fast`: sessions are ended and open transactions rolled back, then a clean shutdown; `immediate`:
   * every process quits at once, as a crash, and the next start recovers from the WAL.
   */
  async stop(mode: 'fast' | 'immediate'): Promise<void> {
    await this.tool('pg_ctl', ['-D', this.data, '-m', mode, '-w', 'stop']);
  }

  /** Stops it if it runs and deletes its folder. */
  async remove(): Promise<void> {
    if (existsSync(join(this.data, 'postmaster.pid'))) await this.stop('immediate').catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** The server's log, for a failure's message. */
  log(): string {
    const file = join(this.dir, 'log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }

  private async tool(name: string, args: string[]): Promise<void> {
    const [command, ...rest] = [...this.asUser, join(binDir(), name), ...args];
    await run(command!, rest, { cwd: this.dir });
  }
}
