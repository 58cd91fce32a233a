import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOrCreateLocalSecret } from './local-secret';

describe('readOrCreateLocalSecret', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'local-secret-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates a random secret readable by its owner only, and answers the same one afterwards', () => {
    const file = join(dir, 'secrets', 'jwt.key');
    const secret = readOrCreateLocalSecret(file);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateLocalSecret(file)).toBe(secret);
    expect(readdirSync(join(dir, 'secrets'))).toEqual(['jwt.key']);
  });

  it('keeps a secret another process wrote first', () => {
    const file = join(dir, 'jwt.key');
    writeFileSync(file, 'written-by-the-first-process\n');
    expect(readOrCreateLocalSecret(file)).toBe('written-by-the-first-process');
    expect(readdirSync(dir)).toEqual(['jwt.key']);
  });
});
