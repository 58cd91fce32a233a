// The detached processes of `npm run cluster`, each known by its pid file in the run folder: `stop`
// ends exactly those (checking that the pid is still the process it started), nothing else.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `command` in a session of its own (it outlives this script), its output in <name>.log. */
export function startDetached(runDir, name, command, args, { env, cwd }) {
  const log = openSync(join(runDir, `${name}.log`), 'w');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  child.unref();
  writeFileSync(join(runDir, `${name}.pid`), `${child.pid}\n`);
  return child.pid;
}

export function pidOf(runDir, name) {
  const file = join(runDir, `${name}.pid`);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function procFile(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

/** Alive and not a zombie waiting to be reaped. */
export function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = procFile(pid, 'stat');
  return stat === null || !/^\d+ \(.*\) Z/.test(stat);
}

/**
 * Whether `pid` still runs what the pid file was written for: after a reboot or a long while the
 * number may belong to another program, which must not be killed. Where there is no /proc, trusts it.
 */
function isOurs(pid, marker) {
  if (!alive(pid)) return false;
  const cmdline = procFile(pid, 'cmdline');
  return cmdline === null || cmdline.includes(marker);
}

/** The names of the pid files in the run folder. */
export function pidNames(runDir) {
  if (!existsSync(runDir)) return [];
  return readdirSync(runDir)
    .filter((file) => file.endsWith('.pid'))
    .map((file) => file.slice(0, -'.pid'.length));
}

/**
 * SIGTERM to every process of the run folder still ours (graceful: jobs in flight finish), SIGKILL to
 * those still there after `graceMs`; then the pid files go. `markerOf(name)` says what its command line holds.
 */
export async function stopAll(runDir, markerOf, { graceMs = 20_000, log = console.log } = {}) {
  const running = [];
  for (const name of pidNames(runDir)) {
    const pid = pidOf(runDir, name);
    if (pid && isOurs(pid, markerOf(name))) {
      process.kill(pid, 'SIGTERM');
      running.push({ name, pid });
    }
  }
  const deadline = Date.now() + graceMs;
  while (running.some(({ pid }) => alive(pid)) && Date.now() < deadline) await sleep(200);
  for (const { name, pid } of running) {
    if (!alive(pid)) continue;
    log(`! ${name} (pid ${pid}) did not stop within ${graceMs / 1000} s: SIGKILL`);
    process.kill(pid, 'SIGKILL');
  }
  for (const name of pidNames(runDir)) rmSync(join(runDir, `${name}.pid`), { force: true });
  return running.map(({ name }) => name);
}

/** The last lines of a process's log, for a start that failed. */
export function logTail(runDir, name, lines = 25) {
  const file = join(runDir, `${name}.log`);
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}
