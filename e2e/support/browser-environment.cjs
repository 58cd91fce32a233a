// The browser tests' environment: when a test or hook fails, every page it left open is described
// (where its main thread is, whether it paints, address, dialogs, toasts) and photographed, so a
// failure seen once in CI can be read afterwards (ADR 0053).
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

const FAILURES = join(__dirname, '../../test-artifacts/failures');

const slug = (text) =>
  text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

const withinSeconds = (seconds, promise) =>
  Promise.race([
    promise,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${seconds} s`)), seconds * 1_000),
    ),
  ]);

/**
 * Where the page's main thread is, paused through the DevTools protocol: a page that neither paints nor
 * answers (an element never "stable", a screenshot waiting for fonts) is busy in a script, and this
 * names it; "idle" when the thread was free.
 */
async function mainThreadStack(page) {
  const session = page.__debugger;
  if (!session) return 'not read: no debugger session';
  try {
    const paused = new Promise((resolve) => session.once('Debugger.paused', resolve));
    await withinSeconds(3, session.send('Debugger.pause'));
    const event = await Promise.race([paused, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    if (!event) {
      // The pause still waits for the next script, which would stop there: the report's own probes and
      // the tests after this one. Turning the debugger off and on again drops it.
      await session.send('Debugger.disable');
      await session.send('Debugger.enable');
      return 'idle (nothing to pause within 3 s)';
    }
    const frames = event.callFrames
      .slice(0, 12)
      .map(
        (f) => `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.location.lineNumber + 1}`,
      );
    await session.send('Debugger.resume').catch(() => undefined);
    return frames.join(' <- ');
  } catch (error) {
    return `not read: ${error.message}`;
  }
}

/**
 * The browser's processes and how much CPU each used over one second: a frozen page whose renderer or
 * GPU process spins differs from one that waits. Then whether a fresh page of the same browser answers.
 */
async function browserHealth(browser) {
  const cdp = await withinSeconds(5, browser.newBrowserCDPSession());
  try {
    const sample = async () =>
      new Map(
        (await withinSeconds(5, cdp.send('SystemInfo.getProcessInfo'))).processInfo.map((p) => [
          `${p.type} ${p.id}`,
          p.cpuTime,
        ]),
      );
    const before = await sample();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = await sample();
    const cpu = [...after]
      .map(
        ([process, seconds]) => `${process}: ${Math.round((seconds - (before.get(process) ?? 0)) * 100)} %`,
      )
      .join(', ');
    const fresh = await withinSeconds(10, browser.newContext())
      .then(async (context) => {
        try {
          const page = await withinSeconds(10, context.newPage());
          return `a fresh page answered ${await withinSeconds(
            5,
            page.evaluate(() => 6 * 7),
          )}`;
        } finally {
          await context.close().catch(() => undefined);
        }
      })
      .catch((error) => `a fresh page did not answer: ${error.message}`);
    return `CPU over 1 s: ${cpu}; ${fresh}`;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

class BrowserTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // newPage (support/browser.ts) adds each page here.
    this.global.__openPages = new Set();
  }

  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const name = slug(event.test ? event.test.name : `${event.hook.type}-hook`);
    const pages = [...this.global.__openPages].filter((page) => !page.isClosed());
    mkdirSync(FAILURES, { recursive: true });
    for (const [index, page] of pages.entries()) {
      const file = join(FAILURES, `${name}-${index}`);
      console.error(
        `page ${index} at failure: ${page.url()}; its main thread: ${await mainThreadStack(page)}`,
      );
      // Each step on its own: a page that answers no script may still be photographed, and the reverse.
      const state = await withinSeconds(
        5,
        page.evaluate(async () => ({
          // An element never "stable" and a screenshot never taken: does the page still paint?
          framesInOneSecond: await new Promise((resolve) => {
            let frames = 0;
            let counting = true;
            const tick = () => {
              frames += 1;
              if (counting) requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
            setTimeout(() => {
              counting = false;
              resolve(frames);
            }, 1_000);
          }),
          visibility: document.visibilityState,
          url: location.href,
          viewport: `${innerWidth}x${innerHeight}`,
          dialogs: [...document.querySelectorAll('[role="dialog"]')].map((d) => d.textContent.slice(0, 300)),
          toasts: [...document.querySelectorAll('.ant-message, .ant-notification')].map((d) => d.textContent),
          busy: document.querySelectorAll('.page-loader, .ant-spin-spinning, .loading-overlay').length,
        })),
      ).catch((error) => ({ notRead: error.message }));
      state.crashed = page.__crashed === true;
      console.error(`failure state of page ${index}: ${file}.png\n${JSON.stringify(state)}`);
      writeFileSync(`${file}.json`, JSON.stringify(state, null, 2));
      await page
        .screenshot({ path: `${file}.png`, timeout: 5_000 })
        .catch((error) => console.error(`no screenshot of page ${index}: ${error.message.split('\n')[0]}`));
      await withinSeconds(5, page.content())
        .then((html) => writeFileSync(`${file}.html`, html))
        .catch((error) => console.error(`no HTML of page ${index}: ${error.message.split('\n')[0]}`));
    }
    const browser = pages[0]?.context().browser();
    if (browser) {
      const health = await browserHealth(browser).catch((error) => `not read: ${error.message}`);
      console.error(`the browser at failure: ${health}`);
    }
  }
}

module.exports = BrowserTestEnvironment;
