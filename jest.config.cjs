// One jest run, four projects. TypeScript and the ESM-only packages in node_modules (NestJS 12 and
// friends) are compiled to CommonJS by SWC, which is far faster than ts-jest.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];
// The server compiles with useDefineForClassFields: false (server/tsconfig.json): its TypeScript gets
// the same class-field semantics here as in the build; everything else keeps the standard ones.
const swcServer = [
  swc[0],
  {
    ...swc[1],
    jsc: { ...swc[1].jsc, transform: { ...swc[1].jsc.transform, useDefineForClassFields: false } },
  },
];
const fs = require('node:fs');
const path = require('node:path');

/** Packages published as ESM only ("type": "module"): jest's CommonJS runtime needs them compiled. */
function esmPackages(dir = path.join(__dirname, 'node_modules')) {
  const names = [];
  for (const entry of fs.readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const scoped = entry.startsWith('@');
    for (const name of scoped ? fs.readdirSync(path.join(dir, entry)).map((n) => `${entry}/${n}`) : [entry]) {
      try {
        const pkg = JSON.parse(fs.readFileSync(path.join(dir, name, 'package.json'), 'utf8'));
        if (pkg.type === 'module') names.push(name.replace(/[.+]/g, '\\$&'));
      } catch {
        // not a package folder
      }
    }
  }
  return names;
}

// CommonJS packages that load ESM with a dynamic import(), which jest's VM cannot run untransformed.
const dynamicImporters = ['@fastify/cookie'];
// ESM files in a package without "type": "module": @ant-design/icons' CommonJS build requires
// `@ant-design/colors/es/generate`.
const untypedEsm = ['@ant-design/colors'];
const common = {
  transform: { '^.+/server/(src|test)/.+\\.ts$': swcServer, '^.+\\.(t|j|mj|cj)sx?$': swc },
  transformIgnorePatterns: [
    `/node_modules/(?!(${[...esmPackages(), ...dynamicImporters, ...untypedEsm].join('|')})/)`,
  ],
  moduleNameMapper: { '^@app/libs$': '<rootDir>/libs/src/index.ts' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
module.exports = {
  // On two cores jest runs one file at a time in its own process, where what each file leaves behind
  // adds up: a CI run died out of heap after 1,100 s. A memory limit makes jest use a worker and
  // replace it once a file leaves it above the limit.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{server,libs}/src/**/*.spec.ts', '<rootDir>/web/build/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/test/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/src/**/*.spec.{ts,tsx}'],
      setupFiles: ['<rootDir>/web/jest.setup.ts'],
      moduleNameMapper: {
        ...common.moduleNameMapper,
        '\\.(css|svg|png|jpg)$': '<rootDir>/web/test/file-stub.cjs',
        // antd's ES build of its English words (read by shared/antd/lazy-date-picker.tsx), as CommonJS.
        '^antd/es/locale/en_US$': 'antd/lib/locale/en_US',
      },
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: '<rootDir>/e2e/support/browser-environment.cjs',
      testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
      setupFilesAfterEnv: ['<rootDir>/e2e/support/retry-once.ts'],
    },
  ],
};
