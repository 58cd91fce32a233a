// Lighthouse (npm `lighthouse`, Debian's chromium) on the production build (issue 21 §4): `/`, `/login`,
// `/register` as a visitor, `/home` as a member with data, `/dashboard` as the first SuperAdmin, each
// with the desktop preset and Lighthouse's default (mobile) settings, categories performance,
// accessibility and best practices, BENCH_REPEAT times (default 3).
//
// The built server runs as its own process, as `npm start` runs it (server-process.cjs: NODE_ENV
// production, APP_ROLE all, the restricted database role) on a fresh provisioned database; it serves
// web/dist itself. A member registers through the API (emailed code from the outbox, as
// server/test/support/journeys.ts does), three more through their referral link (one of them a tier
// 2), and the admin transfers them units, so that /home shows a network and transactions.
//
// One chromium per person (visitor, member, admin), each with a profile of its own and a DevTools
// port. The member and the admin sign in through the login page in their browser (playwright-core
// connected over that port, then disconnected, so that nothing else drives the browser while
// Lighthouse measures); Lighthouse then loads the page in the same profile with
// `disableStorageReset: true`, so the session cookie and the stored user survive. The HTTP cache is
// cleared before every run instead (what the storage reset would also do), so every load is a first
// visit's. A run whose final URL is not the page asked for (a redirect to /login) fails the bench.
//
// Targets (issue 21 §4): performance ≥ 95 on desktop and ≥ 85 on mobile (the median of the runs),
// accessibility and best practices ≥ 95 (the lowest run). A missed target is reported, not an
// error: the exit code is non-zero only when something failed to run (1), or with no build (2).
//
//   npm run build && node bench/run.mjs lighthouse
//   BENCH_REPEAT=5 node bench/lighthouse.mjs
//   BENCH_PAGES=/,/home BENCH_PRESETS=mobile node bench/lighthouse.mjs
//   BENCH_LIGHTHOUSE_DIR=/tmp/lh node bench/lighthouse.mjs   # the reports (JSON and HTML) go there
//   BENCH_LIGHTHOUSE_TRACES=1 node bench/lighthouse.mjs      # and each run's trace (<run>.trace.json)
//   BENCH_WEB_DIST_DIR=/tmp/dist-before node bench/lighthouse.mjs  # another web build (an earlier commit's)
//   node bench/lighthouse.mjs --from-reports                 # the table again from those reports
//
// Other env: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_LOG_LEVEL (the server's LOG_LEVEL).
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { call, callOk, serverOnFreshDatabase, sleep } = require('./server-process.cjs');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const PASSWORD = 'correct horse battery';
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR ?? join(root, 'test-artifacts', 'lighthouse');
const SAVE_TRACES = process.env.BENCH_LIGHTHOUSE_TRACES === '1';

/** Who opens each page: its browser profile. */
const ALL_PAGES = [
  { path: '/', as: 'visitor' },
  { path: '/login', as: 'visitor' },
  { path: '/register', as: 'visitor' },
  { path: '/home', as: 'member' },
  { path: '/dashboard', as: 'admin' },
];
const ALL_PRESETS = {
  desktop: { config: desktopConfig, performanceTarget: 95 },
  mobile: { config: undefined, performanceTarget: 85 },
};
const OTHER_TARGET = 95;

const pick = (variable, all) => {
  const wanted = process.env[variable]?.split(',').map((s) => s.trim());
  if (!wanted) return all;
  const unknown = wanted.filter((w) => !all.includes(w));
  if (unknown.length)
    throw new Error(`${variable}: unknown ${unknown.join(', ')}; choose from ${all.join(', ')}`);
  return wanted;
};
const pagePaths = pick(
  'BENCH_PAGES',
  ALL_PAGES.map((p) => p.path),
);
const PAGES = ALL_PAGES.filter((p) => pagePaths.includes(p.path));
const PRESETS = pick('BENCH_PRESETS', Object.keys(ALL_PRESETS));

// ---------------------------------------------------------------------------------------------
// Data: a member with a network and transactions, through the API.

/** The 6-digit code mailed to `email` (a new address: its only mail) in the outbox (no SMTP_URL: .eml files). */
async function mailedCode(outbox, email) {
  for (let i = 0; i < 300; i++) {
    const mails = existsSync(outbox)
      ? readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .map((f) => readFileSync(join(outbox, f), 'utf8'))
          .filter((raw) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw))
      : [];
    const code = mails.length ? mails[mails.length - 1].match(/^(\d{6})\r?$/m)?.[1] : undefined;
    if (code) return code;
    await sleep(100);
  }
  throw new Error(`no verification code mailed to ${email} within 30 s`);
}

/** send-otp -> the code from the outbox -> email-verified -> register, as the register page does. */
async function register(server, outbox, fname, email, referralLink) {
  await callOk(server.base, 'POST', '/api/send-otp', { body: { email } });
  const otp = await mailedCode(outbox, email);
  const proof = (await callOk(server.base, 'POST', '/api/email-verified', { body: { email, otp } })).data
    .proof;
  const referral = referralLink ? new URL(referralLink).pathname.split('/') : [];
  const reply = await callOk(server.base, 'POST', '/api/register', {
    body: {
      fname,
      lname: 'Bench',
      email,
      email_proof: proof,
      country_code: '1',
      phone: '5551234567',
      gender: 'Female',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      address: '1 Main Street',
      country: 'United States',
      state: 'New York',
      city: 'New York',
      units_purchase_intent: 2,
      pay_now: 'No',
      pay_type: 'Wire Transfer',
      ...(referralLink ? { referral: referral[2], referral_token: referral[3] } : {}),
    },
  });
  return { email, ...reply.data.user, token: reply.data.token };
}

async function seedMember(server) {
  const outbox = join(server.env.VAR_DIR, 'mail');
  const stamp = Date.now();
  const rita = await register(server, outbox, 'Rita', `rita.${stamp}@bench.example`);
  const ben = await register(server, outbox, 'Ben', `ben.${stamp}@bench.example`, rita.referralLink);
  const cleo = await register(server, outbox, 'Cleo', `cleo.${stamp}@bench.example`, rita.referralLink);
  const dan = await register(server, outbox, 'Dan', `dan.${stamp}@bench.example`, ben.referralLink);
  const admin = (
    await callOk(server.base, 'POST', '/api/login', {
      body: { email: server.env.ADMIN_EMAIL, password: server.env.ADMIN_PASSWORD },
    })
  ).data.token;
  const transfers = [
    [rita, 10],
    [rita, 5],
    [rita, 3],
    [rita, 2],
    [rita, 1],
    [ben, 4],
    [cleo, 2],
    [dan, 1],
  ];
  for (const [i, [member, units]] of transfers.entries())
    await callOk(server.base, 'POST', '/api/admin/transactions/transfer', {
      token: admin,
      headers: { 'idempotency-key': `lighthouse-bench-${stamp}-${i}` },
      body: {
        user: member.id,
        units,
        narration: `Bench transfer ${i + 1}`,
        pay_type: 'Wire',
        send_email: 'No',
      },
    });
  // The network's read models follow the event log in the background: wait until Rita's caught up.
  const expected = { total: 3, total_units: 7 };
  let seen;
  for (let i = 0; i < 300; i++) {
    seen = (await call(server.base, 'GET', '/api/user/get-user-tiers', { token: rita.token })).body?.data;
    if (seen?.total === expected.total && seen?.total_units === expected.total_units) return rita;
    await sleep(200);
  }
  throw new Error(`Rita's network shows ${JSON.stringify(seen)}, not ${JSON.stringify(expected)}`);
}

// ---------------------------------------------------------------------------------------------
// Browsers: one chromium per person, with a DevTools port Lighthouse and playwright connect to.

async function launchChromium(name) {
  const profile = mkdtempSync(join(tmpdir(), `lighthouse-${name}-`));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const portFile = join(profile, 'DevToolsActivePort');
  for (let i = 0; !existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n'); i++) {
    if (child.exitCode !== null || i > 300)
      throw new Error(`chromium (${name}) did not open its DevTools port:\n${stderr}`);
    await sleep(100);
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    name,
    port,
    /** Runs `work` with playwright connected to this browser's default context, then disconnects. */
    async drive(work) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      try {
        const context = browser.contexts()[0];
        const page = context.pages()[0] ?? (await context.newPage());
        return await work(page, context);
      } finally {
        // Over CDP this only disconnects: the browser and its default context stay.
        await browser.close();
      }
    },
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(10_000)]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function signIn(browser, base, email, password, landing) {
  await browser.drive(async (page) => {
    page.setDefaultTimeout(60_000);
    await page.goto(`${base}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(`${base}${landing}`);
    // The page stays open between runs: a blank one does not poll or render in the background.
    await page.goto('about:blank');
  });
}

const clearHttpCache = (browser) =>
  browser.drive(async (page, context) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  });

// ---------------------------------------------------------------------------------------------
// Lighthouse

/** The figures of one run; throws when Lighthouse could not measure or the page was not the one asked for. */
function figures(lhr, url) {
  if (lhr.runtimeError)
    throw new Error(`${url}: Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const final = new URL(lhr.finalDisplayedUrl);
  if (final.pathname !== new URL(url).pathname)
    throw new Error(
      `${url}: the page Lighthouse measured ended on ${final.pathname}, not the page asked for`,
    );
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`${url}: no ${id} score`);
    return Math.round(value * 100);
  };
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: scripts?.transferSize ?? NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    warnings: lhr.runWarnings ?? [],
  };
}

/** Lighthouse's own failures that a second try usually does not have (a trace it could not read, say). */
const TRANSIENT = new Set([
  'NO_NAVSTART',
  'NO_FCP',
  'NO_LCP',
  'NO_TRACING_STARTED',
  'PROTOCOL_TIMEOUT',
  'PAGE_HUNG',
  'NO_RESOURCE_REQUEST',
]);
const ATTEMPTS = 3;
let retries = 0;

async function auditOnce(browser, url, preset, signedIn) {
  if (signedIn) await clearHttpCache(browser);
  const result = await lighthouse(
    url,
    {
      port: browser.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Signed in: the session (cookie and stored user) must survive; the cache was cleared above.
      disableStorageReset: signedIn,
    },
    ALL_PRESETS[preset].config,
  );
  if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
  return result;
}

async function audit(browser, url, preset, signedIn, reportName) {
  for (let attempt = 1; ; attempt++) {
    const result = await auditOnce(browser, url, preset, signedIn);
    const code = result.lhr.runtimeError?.code;
    if (code && TRANSIENT.has(code) && attempt < ATTEMPTS) {
      retries += 1;
      console.log(
        `  ${url} ${preset}: Lighthouse ${code}, measuring again (try ${attempt + 1} of ${ATTEMPTS})`,
      );
      continue;
    }
    const [json, html] = result.report;
    writeFileSync(join(REPORT_DIR, `${reportName}.report.json`), json);
    writeFileSync(join(REPORT_DIR, `${reportName}.report.html`), html);
    // The page's trace, for DevTools' Performance panel or a script: what each long task ran.
    if (SAVE_TRACES && result.artifacts?.Trace)
      writeFileSync(join(REPORT_DIR, `${reportName}.trace.json`), JSON.stringify(result.artifacts.Trace));
    return { lhr: result.lhr, ...figures(result.lhr, url) };
  }
}

// ---------------------------------------------------------------------------------------------
// The table and what costs the time

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mark = (ok) => (ok ? 'met' : 'MISSED');

function summarize(page, preset, runs) {
  const performance = runs.map((r) => r.performance);
  const performanceTarget = ALL_PRESETS[preset].performanceTarget;
  const row = {
    page: page.path,
    preset,
    runs,
    performance: {
      min: Math.min(...performance),
      median: median(performance),
      max: Math.max(...performance),
    },
    accessibility: Math.min(...runs.map((r) => r.accessibility)),
    bestPractices: Math.min(...runs.map((r) => r.bestPractices)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    jsBytes: median(runs.map((r) => r.jsBytes)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
  };
  row.performanceMet = row.performance.median >= performanceTarget;
  row.accessibilityMet = row.accessibility >= OTHER_TARGET;
  row.bestPracticesMet = row.bestPractices >= OTHER_TARGET;
  // The run whose performance is the median: the one its opportunities are read from.
  row.typical = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)];
  return row;
}

function printTable(rows) {
  const header = [
    'page',
    'preset',
    'perf min/med/max',
    'target',
    'a11y',
    'best pr.',
    'LCP s',
    'TBT ms',
    'CLS',
    'JS KB tr.',
    'bench idx',
  ];
  const lines = rows.map((r) => [
    r.page,
    r.preset,
    `${r.performance.min}/${r.performance.median}/${r.performance.max}`,
    `≥${ALL_PRESETS[r.preset].performanceTarget} ${mark(r.performanceMet)}`,
    `${r.accessibility} ${mark(r.accessibilityMet)}`,
    `${r.bestPractices} ${mark(r.bestPracticesMet)}`,
    (r.lcp / 1000).toFixed(2),
    Math.round(r.tbt).toString(),
    r.cls.toFixed(3),
    (r.jsBytes / 1000).toFixed(1),
    Math.round(r.benchmarkIndex).toString(),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(format(header));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const line of lines) console.log(format(line));
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const shortUrl = (url) =>
  typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : String(url ?? '');

const clip = (text, length = 100) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};

/** The longest chain of a network-dependency tree, as "url > url > url (ms)". */
function longestChain(tree) {
  const path = [];
  for (let chains = tree.chains; chains;) {
    const next = Object.values(chains).find((c) => c.isLongest) ?? Object.values(chains)[0];
    if (!next) break;
    path.push(shortUrl(next.url) || '/');
    chains = next.children;
  }
  return `longest chain ${ms(tree.longestChain?.duration ?? NaN)}: ${path.join(' > ')}`;
}

/** The top rows of an audit's details, as "url: wasted" (the element, for the LCP element). */
function auditItems(details, limit = 3) {
  if (details?.type === 'list')
    return details.items
      .map((section) => section.value ?? section)
      .filter(
        (value) => value.type === 'network-tree' || value.type === 'table' || value.type === 'opportunity',
      )
      .flatMap((value) => (value.type === 'network-tree' ? [longestChain(value)] : auditItems(value, limit)))
      .slice(0, limit + 2);
  const items = details?.items ?? [];
  // The LCP element audit nests its tables: the element first, then its phases.
  const flat = items.flatMap((i) => (i.type === 'table' ? i.items : [i]));
  const lines = flat.map((i) => {
    if (i.node) {
      const { nodeLabel, selector, snippet } = i.node;
      if (!nodeLabel && !selector && !snippet) return '';
      return clip(
        nodeLabel && nodeLabel !== selector
          ? `${nodeLabel} ${snippet ?? ''}`
          : `${snippet ?? ''} (${selector ?? ''})`,
        160,
      );
    }
    if (i.phase) return `${i.phase} ${ms(i.timing)} (${i.percent ?? ''})`;
    const what = shortUrl(i.url ?? i.source?.url ?? i.label ?? i.groupLabel ?? i.group ?? i.entity ?? '');
    const saved = i.wastedBytes
      ? `${kb(i.wastedBytes)}${i.totalBytes ? ` of ${kb(i.totalBytes)}` : ''}`
      : i.wastedMs
        ? ms(i.wastedMs)
        : i.duration
          ? ms(i.duration)
          : i.total
            ? ms(i.total)
            : '';
    return `${clip(String(what))}${saved ? `: ${saved}` : ''}`;
  });
  return lines.filter((line) => line.trim()).slice(0, limit);
}

/** Failed performance audits (opportunities, diagnostics, insights) by the time they cost, then the rest. */
function whereTheTimeGoes(lhr) {
  const ids = new Set(
    lhr.categories.performance.auditRefs.filter((a) => a.group !== 'metrics').map((a) => a.id),
  );
  // The LCP element and its phases are printed on a line of their own.
  for (const shown of ['largest-contentful-paint-element', 'lcp-breakdown-insight']) ids.delete(shown);
  const failed = [...ids]
    .map((id) => lhr.audits[id])
    .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'notApplicable');
  const savings = (a) =>
    a.metricSavings ? Object.values(a.metricSavings).reduce((s, v) => s + (v ?? 0), 0) : 0;
  failed.sort((a, b) => savings(b) - savings(a) || (b.numericValue ?? 0) - (a.numericValue ?? 0));
  const lcpElement = lhr.audits['largest-contentful-paint-element'] ?? lhr.audits['lcp-breakdown-insight'];
  return { failed, lcpElement };
}

function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((a) => lhr.audits[a.id])
    .filter(
      (a) =>
        a &&
        typeof a.score === 'number' &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual',
    );
}

function printWhereTheTimeGoes(rows) {
  const where = relative(root, REPORT_DIR);
  console.log(
    `\nWhere the time goes (the median run of each row, worst first; the reports: ${where.startsWith('..') ? REPORT_DIR : where}):`,
  );
  for (const row of [...rows].sort((a, b) => a.performance.median - b.performance.median)) {
    const { lhr } = row.typical;
    const { failed, lcpElement } = whereTheTimeGoes(lhr);
    console.log(
      `\n${row.page} ${row.preset}: performance ${row.typical.performance}, ` +
        `FCP ${(lhr.audits['first-contentful-paint'].numericValue / 1000).toFixed(2)} s, ` +
        `LCP ${(row.typical.lcp / 1000).toFixed(2)} s, TBT ${ms(row.typical.tbt)}, SI ` +
        `${(lhr.audits['speed-index'].numericValue / 1000).toFixed(2)} s`,
    );
    if (lcpElement) console.log(`  LCP element: ${auditItems(lcpElement.details, 5).join('; ')}`);
    for (const a of failed.slice(0, 8)) {
      const saving = a.metricSavings
        ? Object.entries(a.metricSavings)
            .filter(([, v]) => v)
            .map(([k, v]) => `${k} ${k === 'CLS' ? v.toFixed(3) : ms(v)}`)
            .join(', ')
        : '';
      const items = auditItems(a.details);
      console.log(
        `  - ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${saving ? ` [saves ${saving}]` : ''}`,
      );
      for (const item of items) console.log(`      ${item}`);
    }
    for (const category of ['accessibility', 'best-practices']) {
      const misses = failedAudits(lhr, category);
      if (misses.length) console.log(`  ${category} fails: ${misses.map((a) => a.id).join(', ')}`);
    }
    const warnings = row.runs.flatMap((r) => r.warnings);
    if (warnings.length) console.log(`  Lighthouse warned: ${[...new Set(warnings)].join(' | ')}`);
  }
}

// ---------------------------------------------------------------------------------------------

/** The table and where the time goes, from the runs by "path preset". */
function report(runs) {
  const rows = [];
  for (const page of ALL_PAGES)
    for (const preset of Object.keys(ALL_PRESETS)) {
      const found = runs.get(`${page.path} ${preset}`);
      if (found?.length) rows.push(summarize(page, preset, found));
    }
  if (!rows.length) throw new Error('no runs to report');
  const { lhr } = rows[0].runs[0];
  const repeats = [...new Set(rows.map((r) => r.runs.length))].join(' or ');
  console.log(
    `\nLighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}, ` +
      `${repeats} run(s) per row. perf: min/median/max of the performance score, its target judged on ` +
      'the median; a11y and best pr.: the lowest run; LCP, TBT, CLS, JS KB tr. (JavaScript transferred: compressed, with headers) ' +
      "and bench idx (Lighthouse's benchmark index of the machine): medians.\n",
  );
  printTable(rows);
  printWhereTheTimeGoes(rows);
  const missed = rows.filter((r) => !r.performanceMet || !r.accessibilityMet || !r.bestPracticesMet);
  console.log(
    missed.length
      ? `\n${missed.length} of ${rows.length} rows miss a target: ${missed.map((r) => `${r.page} ${r.preset}`).join(', ')}`
      : `\nevery row meets its targets`,
  );
}

/** `--from-reports`: the table again from the JSON reports a run left in REPORT_DIR, without measuring. */
function reportFromFiles() {
  const runs = new Map();
  for (const file of readdirSync(REPORT_DIR)
    .filter((f) => f.endsWith('.report.json'))
    .sort()) {
    const [, name, preset] = file.match(/^(.+)-(desktop|mobile)-\d+\.report\.json$/) ?? [];
    if (!name) continue;
    const path = name === 'landing' ? '/' : `/${name}`;
    const lhr = JSON.parse(readFileSync(join(REPORT_DIR, file), 'utf8'));
    const key = `${path} ${preset}`;
    runs.set(key, [...(runs.get(key) ?? []), { lhr, ...figures(lhr, lhr.requestedUrl) }]);
  }
  report(runs);
}

async function main() {
  if (process.argv.includes('--from-reports')) return reportFromFiles();
  for (const built of ['server/dist/main.js', 'web/dist/index.html', 'libs/dist'])
    if (!existsSync(join(root, built))) {
      console.error(`no ${built}: build first (npm run build)`);
      process.exit(2);
    }
  mkdirSync(REPORT_DIR, { recursive: true });
  const server = await serverOnFreshDatabase('lighthouse');
  const browsers = [];
  let failed = false;
  let measuring = false;
  try {
    await server.start();
    console.log(
      `server ${server.base} (production build, fresh database); seeding a member with a network ...`,
    );
    const member = await seedMember(server);
    const people = [...new Set(PAGES.map((p) => p.as))];
    for (const person of people) {
      const browser = await launchChromium(person);
      browsers.push(browser);
      if (person === 'member') await signIn(browser, server.base, member.email, PASSWORD, '/home');
      if (person === 'admin')
        await signIn(browser, server.base, server.env.ADMIN_EMAIL, server.env.ADMIN_PASSWORD, '/dashboard');
    }
    const browserOf = (page) => browsers.find((b) => b.name === page.as);

    measuring = true;
    const runs = new Map();
    // Round after round, so that a slow spell of the (shared) machine spreads over every page.
    for (let round = 1; round <= REPEAT; round++)
      for (const page of PAGES)
        for (const preset of PRESETS) {
          const url = `${server.base}${page.path}`;
          const name = `${page.path === '/' ? 'landing' : page.path.slice(1)}-${preset}-${round}`;
          const started = Date.now();
          const run = await audit(browserOf(page), url, preset, page.as !== 'visitor', name);
          console.log(
            `run ${round}/${REPEAT} ${page.path} ${preset}: performance ${run.performance}, accessibility ` +
              `${run.accessibility}, best practices ${run.bestPractices}, LCP ${(run.lcp / 1000).toFixed(2)} s ` +
              `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
          );
          const key = `${page.path} ${preset}`;
          runs.set(key, [...(runs.get(key) ?? []), run]);
        }

    report(runs);
    if (retries) console.log(`${retries} run(s) measured again after a Lighthouse error (printed above)`);
  } catch (error) {
    failed = true;
    console.error(error);
    if (!measuring && existsSync(server.logFile))
      console.error(
        `the server's log ends with:\n${readFileSync(server.logFile, 'utf8').split('\n').slice(-20).join('\n')}`,
      );
  } finally {
    for (const browser of browsers) await browser.close().catch((e) => console.error(e.message));
    await server.drop();
  }
  process.exit(failed ? 1 : 0);
}

await main();
