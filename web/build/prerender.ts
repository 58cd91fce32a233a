import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { type Manifest, stylesheetsOf } from './page-stylesheets';

/**
 * The pages a first visit most often opens, drawn at build time so that they show before any
 * script runs (issue 21 §4, ADR 0055), and the shells of the pages people land on once signed in
 * (ADR 0056). The server sends `prerendered/<name>.html` for each path, as listed in
 * `prerendered/pages.json` (server/src/platform/http/spa-fallback.ts). `modules`: the route modules
 * whose stylesheets the page needs, written into it.
 */
export const PRERENDERED_PAGES: ReadonlyArray<{
  path: string;
  name: string;
  audience: 'visitor' | 'member' | 'management';
  modules: readonly string[];
}> = [
  {
    path: '/',
    name: 'landing',
    audience: 'visitor',
    modules: ['src/features/landing/pages/landing-page.tsx'],
  },
  {
    path: '/login',
    name: 'login',
    audience: 'visitor',
    modules: ['src/app/layouts/antd-layout.tsx', 'src/features/auth/pages/login-page.tsx'],
  },
  // Its title and "Checking that registration is open…": the form waits for the server's answer.
  {
    path: '/register',
    name: 'register',
    audience: 'visitor',
    modules: ['src/app/layouts/antd-layout.tsx', 'src/features/registration/pages/register-page.tsx'],
  },
  {
    path: '/home',
    name: 'home',
    audience: 'member',
    modules: [
      'src/app/layouts/antd-layout.tsx',
      'src/app/layouts/member-layout.tsx',
      'src/features/account/pages/home-page.tsx',
      'src/features/receipts/components/home-receipt-action.tsx',
      'src/features/receipts/components/home-activation-card.tsx',
      'src/features/network/components/home-network-section.tsx',
      'src/features/seasons/components/home-pools-section.tsx',
      'src/features/ledger/components/home-transactions-card.tsx',
    ],
  },
  {
    path: '/dashboard',
    name: 'dashboard',
    audience: 'management',
    modules: [
      'src/app/layouts/antd-layout.tsx',
      'src/app/layouts/admin-layout.tsx',
      'src/features/back-office/pages/dashboard-page.tsx',
    ],
  },
];

/** Lists PRERENDERED_PAGES beside them, as JSON. */
const PAGES_FILE = 'pages.json';

type Audience = (typeof PRERENDERED_PAGES)[number]['audience'];

interface RenderedPage {
  html: string;
  styles: string;
  after: string | null;
}

interface RenderModule {
  renderPage(path: string, audience: Audience): Promise<RenderedPage>;
  prerenderGateScript(audience: Audience): string;
  PRERENDER_STYLE: string;
  PRERENDERED_ATTRIBUTE: string;
}

const ROOT = '<div id="root"></div>';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>/g;

/**
 * index.html with the page's markup in #root and, in <head>, the gate and every style the page needs
 * written in: the page draws as soon as the document has come, with no stylesheet to wait for.
 */
function pageDocument(
  shell: string,
  page: RenderedPage,
  audience: Audience,
  css: string,
  render: RenderModule,
): string {
  if (!shell.includes(ROOT) || !shell.includes('</head>'))
    throw new Error('prerender: index.html has no empty #root');
  const head =
    `<script>${render.prerenderGateScript(audience)}</script>` +
    `<style>${render.PRERENDER_STYLE}${css}</style>${page.styles}`;
  // inert: nothing of it can be focused or clicked, so nothing typed is lost when the app replaces it.
  const root =
    `<div id="root"><div ${render.PRERENDERED_ATTRIBUTE} inert>${page.html}</div></div>` +
    (page.after ? `<script>${page.after}</script>` : '');
  // Replaced by functions: a `$&` in the page's text must stay text.
  return shell
    .replace(STYLESHEET_LINK, '')
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT, () => root);
}

/**
 * Builds src/prerender/render-page.tsx for Node with the app's own Vite config, renders each page of
 * PRERENDERED_PAGES with it and writes them beside index.html. Runs after the browser build.
 */
export async function prerenderPages({
  configFile,
  root: webRoot,
  outDir,
}: {
  configFile: string;
  root: string;
  outDir: string;
}): Promise<string> {
  const serverBuild = join(webRoot, '.prerender');
  try {
    await build({
      configFile,
      root: webRoot,
      mode: 'production',
      logLevel: 'warn',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true },
      build: {
        ssr: join(webRoot, 'src/prerender/render-page.tsx'),
        outDir: serverBuild,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        minify: false,
      },
    });
    const render = (await import(pathToFileURL(join(serverBuild, 'render-page.js')).href)) as RenderModule;
    const shell = await readFile(join(outDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    await mkdir(join(outDir, 'prerendered'), { recursive: true });
    for (const { path, name, audience, modules } of PRERENDERED_PAGES) {
      const page = await render.renderPage(path, audience);
      const sheets = stylesheetsOf(manifest, modules);
      const css = (await Promise.all(sheets.map((sheet) => readFile(join(outDir, sheet), 'utf8')))).join('');
      const document = pageDocument(shell, page, audience, css, render);
      await writeFile(join(outDir, 'prerendered', `${name}.html`), document);
    }
    // Which file answers which path, for the server.
    const list = PRERENDERED_PAGES.map(({ path, name }) => ({ path, name }));
    await writeFile(join(outDir, 'prerendered', PAGES_FILE), JSON.stringify(list));
    return `prerendered: ${PRERENDERED_PAGES.map((page) => page.path).join(', ')}`;
  } finally {
    await rm(serverBuild, { recursive: true, force: true });
  }
}
