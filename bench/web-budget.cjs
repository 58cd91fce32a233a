// The JavaScript a first visit of each page loads before the page is usable, gzipped, from the
// production build (web/dist and its Vite manifest, web/dist/.vite/manifest.json): the entry chunk,
// the page's lazy modules (web/src/app/router/router.tsx) and every chunk they import statically.
// Budgets (issue 21 §4): the landing page (/) at most 200 KB, every other page at most 400 KB.
// Exits 1 when a budget is broken, 2 when there is no build (`npm run build -w web`).
//
//   node bench/web-budget.cjs            # the table
//   node bench/web-budget.cjs --chunks   # and the chunks: the entry's, then each page's others, heaviest first
//   WEB_DIST_DIR=/path node bench/web-budget.cjs
'use strict';
const { existsSync, readFileSync } = require('node:fs');
const { join, resolve, relative, posix } = require('node:path');
const { gzipSync, constants } = require('node:zlib');

const root = join(__dirname, '..');
const web = join(root, 'web');
const dist = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : join(web, 'dist');
const routerFile = join(web, 'src', 'app', 'router', 'router.tsx');
const KB = 1000;
const LANDING_BUDGET = 200 * KB;
const ROUTE_BUDGET = 400 * KB;
const showChunks = process.argv.includes('--chunks');

const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`no ${relative(root, manifestFile)}: build the web app first (npm run build -w web)`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** Gzipped size of a built file, as the server's precompressed .gz (level 9) would send it. */
const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) {
    const raw = readFileSync(join(dist, file));
    gzipped.set(file, gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }).length);
  }
  return gzipped.get(file);
}

/** A manifest key and every chunk it imports statically (what the browser fetches before running it). */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

// The router (web/src/app/router/router.tsx), read with TypeScript's parser: its maps of loaders
// (`pages`: name -> `() => import('../../features/x/pages/y')`), its other constants that import
// (`antdLayout`) and its route tree. A page loads what its own route object and every route around it
// (a lazy layout) name: `pages.x`, such a constant and `import('...')`, outside `children`.
const ts = require('typescript');
const routerDir = posix.dirname(relative(web, routerFile).split('\\').join('/'));
const router = ts.createSourceFile(
  routerFile,
  readFileSync(routerFile, 'utf8'),
  ts.ScriptTarget.Latest,
  true,
);

function manifestKey(spec) {
  const source = posix.join(routerDir, spec);
  const key = Object.keys(manifest).find(
    (k) => k === source || k.startsWith(`${source}.`) || k.startsWith(`${source}/index.`),
  );
  if (!key) throw new Error(`${spec} (imported by the router) is not in the manifest`);
  return key;
}

/**
 * The manifest keys a node names, not looking into `children`: `import('...')`, `pages.x` (an entry of
 * a top-level map of loaders, such as `areas` or `pages`) and any other top-level constant of the
 * router that imports something (`const antdLayout = { lazy: ... }`).
 */
function loads(node, into = new Set()) {
  const visit = (n) => {
    if (ts.isPropertyAssignment(n) && n.name.getText() === 'children') return;
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword)
      into.add(manifestKey(n.arguments[0].text));
    if (ts.isPropertyAccessExpression(n) && loaderMaps.has(n.expression.getText())) {
      const key = loaderMaps.get(n.expression.getText()).get(n.name.text);
      if (!key) throw new Error(`unknown loader ${n.getText()}`);
      into.add(key);
      return;
    }
    if (ts.isIdentifier(n) && lazyConstants.has(n.text) && !ts.isPropertyAssignment(n.parent))
      for (const key of lazyConstants.get(n.text)) into.add(key);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return into;
}

const loaderMaps = new Map();
const lazyConstants = new Map();
/** `name: () => import('...')` */
const isLoader = (p) =>
  ts.isPropertyAssignment(p) &&
  ts.isArrowFunction(p.initializer) &&
  ts.isCallExpression(p.initializer.body) &&
  p.initializer.body.expression.kind === ts.SyntaxKind.ImportKeyword;
let routesArray;
ts.forEachChild(router, function find(n) {
  const topLevel = ts.isVariableDeclaration(n) && n.initializer && ts.isSourceFile(n.parent.parent.parent);
  if (topLevel && n.name.getText() === 'routes') routesArray = n.initializer;
  else if (
    topLevel &&
    ts.isObjectLiteralExpression(n.initializer) &&
    n.initializer.properties.every(isLoader)
  )
    loaderMaps.set(
      n.name.getText(),
      new Map(n.initializer.properties.map((p) => [p.name.getText(), [...loads(p.initializer)][0]])),
    );
  else if (topLevel) {
    const keys = loads(n.initializer);
    if (keys.size) lazyConstants.set(n.name.getText(), keys);
  }
  ts.forEachChild(n, find);
});
if (!routesArray) throw new Error('no `routes` array in the router');

const routes = [];
function walk(array, parentPath, inherited) {
  for (const element of array.elements) {
    // notBuiltYet('x') and the like: a helper called with the path.
    if (ts.isCallExpression(element)) {
      const path =
        element.arguments[0] && ts.isStringLiteral(element.arguments[0]) ? element.arguments[0].text : '';
      routes.push({ path: posix.join(parentPath, path), keys: new Set([...inherited, ...loads(element)]) });
      continue;
    }
    if (!ts.isObjectLiteralExpression(element)) continue;
    const prop = (name) => element.properties.find((p) => p.name && p.name.getText() === name);
    const keys = new Set([...inherited, ...loads(element)]);
    const pathProp = prop('path');
    const path = pathProp ? posix.join(parentPath, pathProp.initializer.text) : parentPath;
    const children = prop('children');
    if (children) walk(children.initializer, path, keys);
    else routes.push({ path, keys });
  }
}
walk(routesArray, '/', new Set());
const areaName = new Map(
  [...loaderMaps.values()].flatMap((map) => [...map].map(([name, key]) => [key, name])),
);
for (const route of routes)
  route.areas = [...route.keys].map((k) => areaName.get(k) ?? posix.basename(k).replace(/\.[tj]sx?$/, ''));
if (!routes.some((r) => r.path === '/')) throw new Error('no landing page (index: true) in the router');

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = staticClosure(entryKey);
const kb = (bytes) => (bytes / KB).toFixed(1).padStart(7);

const rows = [];
for (const route of routes) {
  if (route.path === '/*') continue;
  const keys = new Set(entry);
  for (const key of route.keys) staticClosure(key, keys);
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
  const budget = route.path === '/' ? LANDING_BUDGET : ROUTE_BUDGET;
  rows.push({ ...route, files, bytes, budget, ok: bytes <= budget });
}

const entryFiles = [...entry].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const entryBytes = entryFiles.reduce((sum, f) => sum + gzipSize(f), 0);
// Translations other than English load on a first visit in that language (i18n's own chunk).
const languages = Object.keys(manifest).filter((k) => /\/locales\/[^/]+\/translation\.json$/.test(k));
const heaviestLanguage = Math.max(0, ...languages.map((k) => gzipSize(manifest[k].file)));

console.log(
  `Web budget: gzipped JavaScript of a first visit (English), from ${relative(root, dist) || dist}`,
);
console.log(
  `entry (index.html and its static imports): ${entryFiles.length} files, ${kb(entryBytes).trim()} KB`,
);
if (showChunks)
  for (const f of [...entryFiles].sort((a, b) => gzipSize(b) - gzipSize(a)))
    console.log(`    ${kb(gzipSize(f))}  ${f}`);
console.log('');
console.log(
  `${'page'.padEnd(40)} ${'files'.padStart(5)} ${'KB gz'.padStart(7)} ${'budget'.padStart(7)}  areas`,
);
for (const r of rows) {
  const status = r.ok ? '' : '  OVER BUDGET';
  console.log(
    `${r.path.padEnd(40)} ${String(r.files.length).padStart(5)} ${kb(r.bytes)} ${kb(r.budget)}  ${r.areas.join(', ') || '-'}${status}`,
  );
  if (showChunks)
    for (const f of r.files.filter((f) => !entryFiles.includes(f)).sort((a, b) => gzipSize(b) - gzipSize(a)))
      console.log(`    ${kb(gzipSize(f))}  ${f}`);
}
console.log('');
console.log(
  `A first visit in another language adds its translations: at most ${kb(heaviestLanguage).trim()} KB.`,
);
const broken = rows.filter((r) => !r.ok);
if (broken.length) {
  console.error(`budget broken by ${broken.length} page(s): ${broken.map((r) => r.path).join(', ')}`);
  process.exit(1);
}
console.log(
  `all ${rows.length} pages within budget (/ ≤ ${LANDING_BUDGET / KB} KB, others ≤ ${ROUTE_BUDGET / KB} KB)`,
);
