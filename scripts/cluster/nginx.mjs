// nginx for `npm run cluster` and the cluster benchmark: the site from docker/nginx.conf (the one compose
// uses) inside a main file of its own, with its pid, logs and temporary files in the run folder; it
// never reads /etc/nginx and never touches a system nginx.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib.mjs';

export const SITE_TEMPLATE = join(root, 'docker', 'nginx.conf');
const SERVER_LINE = /^(\s*)server \$\{API_SERVER\};$/m;

function findNginx() {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    if (dir && existsSync(join(dir, 'nginx'))) return join(dir, 'nginx');
  }
  return null;
}

/** nginx's path; installs the Debian package when missing and allowed to (root with apt-get, as .ci/run does). */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!canInstall) {
    console.error('✖ nginx is not installed: sudo apt-get install -y nginx (the cluster runs its own, on loopback).');
    process.exit(1);
  }
  console.log('• Installing nginx (apt-get install -y nginx)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'nginx']]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
      console.error(`✖ apt-get ${args.join(' ')} failed`);
      process.exit(1);
    }
  }
  return findNginx() ?? (console.error('✖ nginx still not found after installing it'), process.exit(1));
}

/** The site for `listen` (address:port) over the API instances `servers` (address:port each). */
export function renderSite({ listen, servers }) {
  const template = readFileSync(SITE_TEMPLATE, 'utf8');
  if (!SERVER_LINE.test(template)) throw new Error(`${SITE_TEMPLATE}: no "server \${API_SERVER};" line`);
  const site = template
    .replace(SERVER_LINE, (_, indent) => servers.map((server) => `${indent}server ${server};`).join('\n'))
    .replaceAll('${LISTEN}', listen);
  const left = site.match(/\$\{[A-Z_]+\}/);
  if (left) throw new Error(`${SITE_TEMPLATE}: ${left[0]} is not filled in`);
  return site;
}

/** Writes <name>.conf (and <name>-site.conf) into `runDir`; answers the command line that runs it in the foreground. */
export function writeNginx(nginx, runDir, name, site) {
  const tmp = join(runDir, `${name}-tmp`);
  mkdirSync(tmp, { recursive: true });
  const siteFile = join(runDir, `${name}-site.conf`);
  const confFile = join(runDir, `${name}.conf`);
  writeFileSync(siteFile, site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `    ${kind}_temp_path ${join(tmp, kind)};`,
  );
  writeFileSync(
    confFile,
    [
      '# Written by scripts/cluster: an nginx of its own, every file in this folder.',
      'worker_processes auto;',
      `pid ${join(runDir, `${name}.nginx-pid`)};`,
      `error_log ${join(runDir, `${name}-error.log`)} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      `    access_log ${join(runDir, `${name}-access.log`)};`,
      ...temp,
      `    include ${siteFile};`,
      '}',
      '',
    ].join('\n'),
  );
  // -e: errors before the configuration is read go here too, not to the system's log.
  const base = ['-p', runDir, '-e', join(runDir, `${name}-error.log`), '-c', confFile];
  const test = spawnSync(nginx, [...base, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused ${confFile}:\n${test.stderr}`);
  return { command: nginx, args: [...base, '-g', 'daemon off;'] };
}
