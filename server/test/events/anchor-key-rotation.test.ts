import { createHmac, randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keyId } from '../../src/platform/config/key-ring';
import { ChainAnchors } from '../../src/platform';
import { ledgerOf, newMember, transferCommand } from '../ledger/ledger-fixtures';
import { restartTestApp, startTestApp, TestApp } from '../support/test-app';
import { auditPageRun, ledgerVerify } from '../support/verification-runs';

jest.setTimeout(90_000);

const secret = () => randomBytes(32).toString('hex');
const anchorKid = (key: string) => keyId('ledger-anchor', key);

/** A few transfers to a new member, sealed, and the head anchored now. */
async function transfersAnchored(t: TestApp, label: string): Promise<void> {
  const member = await newMember(t);
  for (let i = 1; i <= 2; i++)
    await ledgerOf(t).transfer(transferCommand(member.id, { units: i, idempotencyKey: `${label}-${i}` }));
  await t.drainEvents();
  await t.app.get(ChainAnchors).anchorHead();
}

const fileLines = (file: string) => readFileSync(file, 'utf8').trim().split('\n');

/** `line` (1-based) of the file with its anchored hash changed and its MAC kept. */
function tamperedCopy(file: string, line: number): string {
  const lines = fileLines(file);
  const fields = JSON.parse(lines[line - 1]);
  lines[line - 1] = JSON.stringify({
    ...fields,
    hash: fields.hash.replace(/^./, (c: string) => (c === '0' ? '1' : '0')),
  });
  return `${lines.join('\n')}\n`;
}

/**
 * Rotating LEDGER_ANCHOR_KEY (ADR 0049): anchors name the key that signed them; a retired key listed in
 * LEDGER_ANCHOR_PREVIOUS_KEYS still verifies its anchors, a tampered anchor fails under either key,
 * and an anchor of a key no longer listed is a problem of the report, not a crash.
 */
describe('rotating the chain anchor key', () => {
  const oldKey = secret();
  const newKey = secret();
  const anchorDir = mkdtempSync(join(tmpdir(), 'anchor-rotation-'));
  const anchorFile = join(anchorDir, 'ledger-anchors.log');
  let t: TestApp;
  afterAll(async () => {
    await t.close();
    rmSync(anchorDir, { recursive: true, force: true });
  });

  it('verifies the anchors of both keys after a rotation, and finds a tampered one under either', async () => {
    t = await startTestApp({ LEDGER_ANCHOR_KEY: oldKey, LEDGER_ANCHOR_FILE: anchorFile });
    await transfersAnchored(t, 'before');
    // An anchor as the writer made it before key ids (v1, no kid), of a seal still in the log.
    const [first] = fileLines(anchorFile).map((line) => JSON.parse(line));
    const legacy = { sealNo: first.sealNo, hash: first.hash, at: first.at };
    const legacyMac = createHmac('sha256', oldKey)
      .update(`v1\n${legacy.sealNo}\n${legacy.hash}\n${legacy.at}`)
      .digest('hex');
    appendFileSync(anchorFile, `${JSON.stringify({ v: 1, ...legacy, mac: legacyMac })}\n`);

    t = await restartTestApp(t, {
      LEDGER_ANCHOR_KEY: newKey,
      LEDGER_ANCHOR_PREVIOUS_KEYS: oldKey,
      LEDGER_ANCHOR_FILE: anchorFile,
    });
    await transfersAnchored(t, 'after');
    const lines = fileLines(anchorFile).map((line) => JSON.parse(line));
    const kids = lines.map((line) => line.kid ?? 'v1');
    const oldLine = kids.indexOf(anchorKid(oldKey)) + 1;
    const newLine = kids.indexOf(anchorKid(newKey)) + 1;
    expect(oldLine).toBeGreaterThan(0);
    expect(kids).toContain('v1');
    expect(newLine).toBeGreaterThan(kids.lastIndexOf('v1') + 1);
    // Once rotated, every anchor is the new key's.
    expect(new Set(kids.slice(newLine - 1))).toEqual(new Set([anchorKid(newKey)]));

    const clean = await ledgerVerify(t);
    expect(clean.lines.filter((line) => line.startsWith('PROBLEM'))).toEqual([]);
    expect(clean.code).toBe(0);
    expect(clean.lines).toContainEqual(
      expect.stringMatching(new RegExp(`^Checked ${lines.length} chain anchors in `)),
    );
    expect(await auditPageRun(t)).toMatchObject({ status: 'passed', counts: { anchors: lines.length } });

    const original = readFileSync(anchorFile, 'utf8');
    for (const line of [oldLine, newLine, kids.indexOf('v1') + 1]) {
      writeFileSync(anchorFile, tamperedCopy(anchorFile, line));
      const tampered = await ledgerVerify(t);
      expect(tampered.code).toBe(1);
      expect(tampered.lines).toContain(`PROBLEM: anchor line ${line} is not signed with the anchor key`);
      writeFileSync(anchorFile, original);
    }
  });

  it('reports the anchors of a key no longer listed as problems, and keeps anchoring with the current key', async () => {
    t = await restartTestApp(t, { LEDGER_ANCHOR_KEY: newKey, LEDGER_ANCHOR_FILE: anchorFile });
    const kids = fileLines(anchorFile).map((line) => JSON.parse(line).kid ?? 'v1');
    const oldLines = kids.flatMap((kid, i) => (kid === anchorKid(oldKey) ? [i + 1] : []));
    const legacyLine = kids.indexOf('v1') + 1;
    expect(oldLines.length).toBeGreaterThan(0);

    const { code, lines } = await ledgerVerify(t);
    expect(code).toBe(1);
    for (const line of oldLines)
      expect(lines).toContain(
        `PROBLEM: anchor line ${line} is signed with a key this server does not have (key id ${anchorKid(oldKey)}): list the key in LEDGER_ANCHOR_PREVIOUS_KEYS, or someone without the anchor keys wrote the line`,
      );
    // A line from before key ids names no key: without its key it cannot be told from a forgery.
    expect(lines).toContain(`PROBLEM: anchor line ${legacyLine} is not signed with the anchor key`);
    expect(lines.filter((line) => line.startsWith('PROBLEM'))).toHaveLength(oldLines.length + 1);

    const run = await auditPageRun(t);
    expect(run.status).toBe('failed');
    expect(run.problems).toEqual(
      expect.arrayContaining(
        oldLines.map((line) =>
          expect.objectContaining({ check: 'anchor-unknown-key', line, keyId: anchorKid(oldKey) }),
        ),
      ),
    );
    // The worker goes on anchoring under the current key.
    const before = fileLines(anchorFile).length;
    await transfersAnchored(t, 'unlisted');
    const added = fileLines(anchorFile)
      .slice(before)
      .map((line) => JSON.parse(line).kid);
    expect(added.length).toBeGreaterThan(0);
    expect(new Set(added)).toEqual(new Set([anchorKid(newKey)]));
  });
});
