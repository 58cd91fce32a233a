// ESLint 10 flat config. Run from the repo root: `npx eslint .`
// Syntax-only rules (no type information) so that linting the whole monorepo stays fast;
// `npm run typecheck` (tsc) covers types.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Node globals for plain-JS build scripts (*.mjs). Spelled out because the `globals` package is
// not a dependency; ES built-ins come from `ecmaVersion`.
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'AbortController',
    'AbortSignal',
    'TextEncoder',
    'TextDecoder',
    'fetch',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'clearImmediate',
    'queueMicrotask',
    'structuredClone',
  ].map((name) => [name, 'readonly']),
);

const unusedVarsOptions = {
  args: 'after-used',
  argsIgnorePattern: '^_',
  caughtErrorsIgnorePattern: '^_',
  destructuredArrayIgnorePattern: '^_',
  varsIgnorePattern: '^_',
};

const reduxHookHomes = ['web/src/app/hooks.ts', 'web/src/shared/store/hooks.ts'];
const antdTableHomes = [
  'web/src/shared/ui/data-table.tsx',
  'web/src/shared/ui/app-tabs.tsx',
  'web/src/features/event-consumers/components/consumers-table.tsx',
  'web/src/features/event-consumers/components/dead-letters-card.tsx',
];
const rawReduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: 'Use the typed useAppDispatch / useAppSelector hooks instead of the raw react-redux ones.',
};
const bareAntdTableAndTabs = {
  name: 'antd',
  importNames: ['Table', 'Tabs'],
  message: 'Use DataTable / AppTabs from web/src/shared/ui: they keep tables and tabs accessible (ADR 0021).',
};

export default defineConfig([
  globalIgnores([
    '**/dist/**',
    '**/node_modules/**',
    '**/coverage/**',
    'var/**',
    'web/dist/**',
    // CommonJS tool configs (.dependency-cruiser.cjs, ...) are not linted.
    '**/*.cjs',
  ]),

  // Plain JavaScript build scripts and configs (scripts/*.mjs, eslint.config.mjs, vite config ...).
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: nodeGlobals,
    },
    rules: {
      'no-unused-vars': ['error', unusedVarsOptions],
    },
  },

  // TypeScript everywhere (server, web, libs, tests, bench).
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': ['error', unusedVarsOptions],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },

  // Tests may use `any` for mocks and fixtures.
  {
    files: ['**/*.spec.{ts,tsx}', '**/test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },

  // React components: rules of hooks (and the React Compiler checks of react-hooks 7).
  {
    files: ['web/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },

  // Web: typed Redux hooks only. The raw react-redux hooks may be used only where the typed
  // useAppDispatch / useAppSelector are defined: web/src/app/hooks.ts or, because web/src/shared
  // must not import web/src/app (see .dependency-cruiser.cjs), web/src/shared/store/hooks.ts.
  // And antd's Table and Tabs only through web/src/shared/ui (DataTable, AppTabs), which make their
  // scroll region reachable by keyboard and their tablist hold only tabs (ADR 0021); the two
  // event-consumer tables scroll inside their own labelled ScrollRegion instead.
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: [...reduxHookHomes, ...antdTableHomes],
    rules: { 'no-restricted-imports': ['error', { paths: [rawReduxHooks, bareAntdTableAndTabs] }] },
  },
  {
    files: antdTableHomes,
    rules: { 'no-restricted-imports': ['error', { paths: [rawReduxHooks] }] },
  },
]);
