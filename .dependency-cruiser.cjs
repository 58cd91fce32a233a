/**
 * Architecture boundaries, checked in CI:
 *
 *   npx depcruise server/src web/src libs/src --config .dependency-cruiser.cjs
 *
 * Paths are regular expressions on paths relative to the working directory (the repo root), so
 * `^server/src/...` matches the same files wherever the repo is checked out. Any rule with
 * severity "error" makes the command exit non-zero. See docs/adr/0002 for the design behind them.
 */

// npm packages a domain layer must not know about (the domain is plain TypeScript).
// Matches both a resolved path (`node_modules/typeorm/index.js`, possibly nested in a workspace)
// and a bare name that could not be resolved (`@nestjs/common`).
const FRAMEWORK_PACKAGES = '(^|/node_modules/)(@nestjs/[^/]+|typeorm|bullmq|ioredis|pg)(/|$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-internals',
      comment:
        "A server module may use another module only through that module's public API, its " +
        "index.ts (facade queries, domain events, types). Reaching into another module's domain, " +
        'application or infrastructure couples their internals and tables; publish what you need ' +
        "from the other module's index.ts or react to its domain events instead.",
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: {
        path: '^server/src/modules/[^/]+/',
        pathNot: ['^server/src/modules/$1/', '^server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'domain-is-pure',
      comment:
        'The domain layer (entities, value objects, domain events, invariants) holds business rules ' +
        'only: no NestJS, TypeORM, BullMQ, Redis or PostgreSQL driver, and no dependency on the ' +
        'outer layers (application, infrastructure, interface) of any module. Outer layers depend ' +
        'on the domain, never the other way round, so rules stay testable without a framework.',
      severity: 'error',
      from: { path: '^server/src/modules/[^/]+/domain/' },
      to: {
        path: ['^server/src/modules/[^/]+/(application|infrastructure|interface)/', FRAMEWORK_PACKAGES],
      },
    },
    {
      name: 'platform-not-modules',
      comment:
        'server/src/platform is the shared kernel (database, event log, queues, auth, config). ' +
        'Modules build on it; if it imported a module, every module would transitively depend on ' +
        'that one. Invert the dependency (an interface or token in platform, implemented in the module).',
      severity: 'error',
      from: { path: '^server/src/platform/' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'libs-no-framework',
      comment:
        'libs/ is shared by the server (CommonJS, Node) and the web app (browser bundle): contract ' +
        'types, enums, constants, messages. It may import only its own files: no npm package (no ' +
        'framework), no Node built-in, and never server/ or web/ code.',
      severity: 'error',
      from: { path: '^libs/src/' },
      to: { pathNot: '^libs/src/' },
    },
    {
      name: 'web-features-not-sideways',
      comment:
        'A web feature (web/src/features/<area>) must not import another feature: areas are lazy ' +
        'loaded separately and must stay independent. Move what both need to web/src/shared, or ' +
        'let web/src/app compose them (router, store).',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: {
        path: '^web/src/features/[^/]+/',
        pathNot: '^web/src/features/$1/',
      },
    },
    {
      name: 'web-shared-not-features-or-app',
      comment:
        'web/src/shared (UI kit, hooks, formatting, i18n) is the bottom layer of the web app: ' +
        'features and app import it, never the reverse (shared -> features -> app).',
      severity: 'error',
      from: { path: '^web/src/shared/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'no-circular',
      comment:
        'This dependency is part of a cycle. Cycles make load order fragile (undefined imports ' +
        'under CommonJS) and blur ownership; break it with an event, an interface or by moving code.',
      severity: 'warn',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'A relative import points at a file that does not exist (typo, moved or deleted file). ' +
        'Unresolved npm packages are left to tsc and the package manager.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^\\.{1,2}/' },
    },
  ],
  options: {
    // Count type-only imports too (`import type`): they couple code just as much.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Skip our own build output (libs/dist, server/dist, web/dist), but not the dist/ folders inside
    // npm packages: excluding those would hide imports such as bullmq (dist/esm/index.js) from the rules.
    exclude: { path: '^(dist|libs/dist|server/dist|web/dist)/' },
    // Resolve workspace packages (@app/libs) and ESM-only packages like Node does; `types` lets
    // `@app/libs` resolve to its sources when libs/dist has not been built yet.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
