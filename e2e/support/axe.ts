import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** The widths every visited page is checked at: the desktop the tests use and a 375 px phone. */
export const AUDIT_VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const FAILING_IMPACTS = new Set(['serious', 'critical']);
// Evaluated through the DevTools protocol rather than added as a <script>: the app's Content-Security-Policy
// (script-src 'self') refuses inline scripts, and the tests keep that policy switched on.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const REPORT_DIR = join(__dirname, '../../test-artifacts/axe');

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: AxeNode[];
}
export interface AuditFinding extends AxeViolation {
  viewport: string;
}

/**
 * Waits until the page stopped changing: no spinner, no running CSS animation or transition.
 * A contrast check on a half-faded modal or a loading skeleton would measure the wrong colours.
 */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.querySelector('#root > *') !== null &&
        document.querySelector('.page-loader, .ant-spin-spinning, .ant-skeleton-active') === null &&
        document.getAnimations().every(
          (a) =>
            a.playState !== 'running' ||
            a.effect?.getTiming().iterations === Infinity ||
            // antd's click wave: a ring fading for 2 s around the button just pressed, without text.
            // It changes no colour axe measures; the audit after a click-started navigation waited for it.
            (a.effect as KeyframeEffect | null)?.target?.classList.contains('ant-wave') === true,
        ),
      undefined,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => undefined); // a page that never settles is still audited as it stands
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      // Experimental in axe, but WCAG 2.5.3 (label in name) is part of AA: a speech user says what they see.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
    }));
  });
}

function record(page: Page, findings: AuditFinding[]): void {
  mkdirSync(REPORT_DIR, { recursive: true });
  const path = new URL(page.url()).pathname;
  const counts: Record<string, Record<string, number>> = {};
  for (const v of AUDIT_VIEWPORTS) counts[v.name] = {};
  for (const f of findings) {
    const byImpact = counts[f.viewport];
    byImpact[f.impact ?? 'none'] = (byImpact[f.impact ?? 'none'] ?? 0) + f.nodes.length;
  }
  const suite = (expect.getState().testPath ?? 'unknown').split('/').pop();
  appendFileSync(
    join(REPORT_DIR, 'audits.jsonl'),
    `${JSON.stringify({ suite, path, counts, rules: findings.map((f) => `${f.viewport}:${f.impact}:${f.id}`) })}\n`,
  );
}

function describeFailures(page: Page, failing: AuditFinding[]): string {
  const lines = failing.flatMap((f) => [
    `  [${f.viewport}] ${f.impact} ${f.id}: ${f.help}`,
    ...f.nodes
      .slice(0, 5)
      .map(
        (n) => `      ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300)}`,
      ),
  ]);
  return `axe found serious or critical violations on ${page.url()}:\n${lines.join('\n')}`;
}

/** Whether every failing node sits inside a toast (antd message or notification). */
async function failsOnlyOnToasts(page: Page, violations: AxeViolation[]): Promise<boolean> {
  const targets = violations
    .filter((v) => v.impact !== null && FAILING_IMPACTS.has(v.impact))
    .flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  if (targets.length === 0) return false;
  return page.evaluate(
    (selectors) =>
      selectors.every(
        (selector) => document.querySelector(selector)?.closest('.ant-message, .ant-notification') != null,
      ),
    targets,
  );
}

/**
 * Audits the page as it stands at desktop and at phone width, then puts the viewport back.
 * Throws on any serious or critical violation; every audit's counts go to test-artifacts/axe.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const original = page.viewportSize();
  const findings: AuditFinding[] = [];
  try {
    for (const viewport of AUDIT_VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await settle(page);
      let found = await runAxe(page);
      // A toast that began to fade while axe ran is measured in mid-fade colours: audit again once it is gone.
      if (await failsOnlyOnToasts(page, found)) {
        await settle(page);
        found = await runAxe(page);
      }
      for (const v of found) findings.push({ ...v, viewport: viewport.name });
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
  await settle(page);
  record(page, findings);
  const failing = findings.filter((f) => f.impact !== null && FAILING_IMPACTS.has(f.impact));
  if (failing.length > 0) throw new Error(describeFailures(page, failing));
}

/** Every page.goto and page.waitForURL ends with an audit, so each page a test visits is checked. */
export function auditEveryNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await expectAccessible(page);
    return response;
  };
  page.waitForURL = async (...args: Parameters<Page['waitForURL']>) => {
    await waitForURL(...args);
    await expectAccessible(page);
  };
}
