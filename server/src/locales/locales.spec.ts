import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasOwnTranslation } from '../platform/i18n/translator';

const SOURCE = join(__dirname, '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });

describe('the English translation files', () => {
  it('word every error and success code the server uses', () => {
    const codes = new Set(
      sourceFiles(SOURCE).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/'([A-Z]+\.[A-Z_]+)'/g)].map((match) => match[1]!),
      ),
    );
    expect(codes.size).toBeGreaterThan(30);
    // ERRORS.*: bull-board's own translation keys, worded by its page (the queue dashboard, ADR 0046).
    const missing = [...codes]
      .filter((code) => !code.startsWith('ERRORS.'))
      .filter(
        (code) => !hasOwnTranslation('en', `errors:${code}`) && !hasOwnTranslation('en', `success:${code}`),
      );
    expect(missing).toEqual([]);
  });

  it('leave the web a text of its own for every error code (it translates by code)', () => {
    type Tree = { [key: string]: string | Tree };
    const leaves = (tree: Tree, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
      );
    const read = (path: string) => JSON.parse(readFileSync(join(SOURCE, path), 'utf8')) as Tree;
    const server = leaves(read('locales/en/errors.json'));
    const web = new Set(leaves(read('../../web/src/locales/en/translation.json').errors as Tree));
    expect(server.filter((code) => !web.has(code))).toEqual([]);
  });

  it('word the platform codes the error filter gives', () => {
    for (const code of ['VALIDATION_FAILED', 'NOT_FOUND', 'RATE_LIMITED', 'BAD_JSON', 'INTERNAL', 'BUSY']) {
      expect(hasOwnTranslation('en', `errors:${code}`)).toBe(true);
    }
  });
});
