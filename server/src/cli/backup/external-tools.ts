import { spawn } from 'node:child_process';

/**
 * `--dbname` for pg_dump and pg_restore from a connection URL, with its password in PGPASSWORD
 * instead: arguments are visible to every user of the machine in `ps`, the environment is not.
 */
export function pgConnection(url: string): { args: string[]; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { args: [`--dbname=${parsed.toString()}`], env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a command to its end; rejects with its exit status and what it wrote to stderr. */
export function runTool(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${command} is not installed (PostgreSQL's client tools and GNU tar are needed)`
            : `${command}: ${error.message}`,
        ),
      ),
    );
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}
