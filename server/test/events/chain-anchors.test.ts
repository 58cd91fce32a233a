import { appendFileSync, readFileSync } from 'node:fs';
import { keyId } from '../../src/platform/config/key-ring';
import { ChainAnchors, EventChainVerifier, EventRelay } from '../../src/platform';
import { chainHash, GENESIS_HASH, type ChainedEvent } from '../../src/platform/events/event-chain';
import { startTestApp, TestApp } from '../support/test-app';
import { auditPageRun, ledgerVerify } from '../support/verification-runs';
import { ledgerOf, newMember, transferCommand } from '../ledger/ledger-fixtures';

jest.setTimeout(60_000);

/** An app with a few transfers, every event sealed and anchored, and its relay stopped. */
async function anchoredApp(): Promise<TestApp> {
  const t = await startTestApp();
  const member = await newMember(t);
  for (let i = 1; i <= 3; i++)
    await ledgerOf(t).transfer(transferCommand(member.id, { units: i, idempotencyKey: `anchor-${i}` }));
  await t.drainEvents();
  // Stopping the relay anchors the head once more; from here only the test anchors.
  await t.app.get(EventRelay).beforeApplicationShutdown();
  return t;
}

const headSeal = async (t: TestApp) =>
  (await t.dataSource.query(`SELECT max(seal_no)::text AS head FROM domain_event_seals`))[0].head as string;

describe('chain anchors outside the database (ADR 0019)', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('are written by the worker, signed, and verified by ledger:verify', async () => {
    t = await anchoredApp();
    const head = await headSeal(t);
    const lines = readFileSync(t.app.get(ChainAnchors).file, 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(lines[lines.length - 1])).toMatchObject({
      v: 2,
      kid: keyId('ledger-anchor', t.env.LEDGER_ANCHOR_KEY),
      sealNo: head,
      mac: expect.any(String),
    });
    // The same head again adds no line.
    expect(await t.app.get(ChainAnchors).anchorHead()).toBeNull();
    // The audit page's job checks them too.
    expect(await auditPageRun(t)).toMatchObject({ status: 'passed', counts: { anchors: lines.length } });

    const clean = await ledgerVerify(t);
    expect(clean.code).toBe(0);
    expect(clean.lines).toContain(
      `Checked ${lines.length} chain anchor${lines.length === 1 ? '' : 's'} in ${t.app.get(ChainAnchors).file}; the latest: seal ${head} at ${JSON.parse(lines[lines.length - 1]).at}.`,
    );

    // A line not signed with the key (written by someone without it) is reported, not trusted.
    const forged = { ...JSON.parse(lines[lines.length - 1]), sealNo: '1' };
    appendFileSync(t.app.get(ChainAnchors).file, `${JSON.stringify(forged)}\n`);
    const withForgery = await ledgerVerify(t);
    expect(withForgery.code).toBe(1);
    expect(withForgery.lines).toContain(
      `PROBLEM: anchor line ${lines.length + 1} is not signed with the anchor key`,
    );
  });

  it('catch a log rewritten and rehashed, which the chain alone no longer can', async () => {
    t = await anchoredApp();
    const anchored = await headSeal(t);
    await t.asOwner(async (owner) => {
      for (const table of ['domain_events', 'domain_event_seals'])
        await owner(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_append_only`);
      await owner(
        `UPDATE domain_events SET payload = jsonb_set(payload, '{units}', '1000')
          WHERE seq = (SELECT min(seq) FROM domain_events WHERE type = 'ledger.UnitsTransferred')`,
      );
      // Recompute every hash, as someone holding the database's credentials can.
      const rows = (await owner(
        `SELECT s.seal_no::text AS seal_no, e.seq::text AS seq, e.id, e.type, e.aggregate_type, e.aggregate_id,
                e.payload, e.actor_id, e.occurred_at
           FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq ORDER BY s.seal_no`,
      )) as unknown as Array<ChainedEvent & { seal_no: string }>;
      let previous: Buffer = GENESIS_HASH;
      for (const row of rows) {
        previous = chainHash(previous, row);
        await owner(`UPDATE domain_event_seals SET hash = $2 WHERE seal_no = $1`, [row.seal_no, previous]);
      }
      for (const table of ['domain_events', 'domain_event_seals'])
        await owner(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_append_only`);
    });
    expect((await t.app.get(EventChainVerifier).verify()).ok).toBe(true);

    const { code, lines } = await ledgerVerify(t);
    expect(code).toBe(1);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^PROBLEM: seal ${anchored} has another hash than anchored at .*: the event log was rewritten up to it$`,
        ),
      ),
    );
    const run = await auditPageRun(t);
    expect(run.status).toBe('failed');
    expect(run.problems).toContainEqual(
      expect.objectContaining({
        check: 'anchor-rewritten',
        sealNo: anchored,
        anchoredAt: expect.any(String),
      }),
    );
    // Nor does the worker vouch for the rewritten log with a new anchor.
    await ledgerOf(t).transfer(
      transferCommand((await newMember(t)).id, { units: 1, idempotencyKey: 'after' }),
    );
    await t.drainEvents();
    expect(await t.app.get(ChainAnchors).anchorHead()).toBeNull();
  });

  it('catch the newest events deleted by the owner, which the chain alone no longer can', async () => {
    t = await anchoredApp();
    const anchored = await headSeal(t);
    await t.asOwner(async (owner) => {
      for (const table of ['domain_events', 'domain_event_seals'])
        await owner(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_append_only`);
      const cut = (await owner(
        `DELETE FROM domain_event_seals WHERE seal_no > $1::bigint - 3 RETURNING seq`,
        [anchored],
      )) as Array<{ seq: string }>;
      await owner(`DELETE FROM domain_events WHERE seq = ANY($1::bigint[])`, [cut.map((r) => r.seq)]);
      for (const table of ['domain_events', 'domain_event_seals'])
        await owner(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_append_only`);
    });
    expect(await t.app.get(EventChainVerifier).verify()).toMatchObject({ ok: true, unsealed: 0 });

    const { code, lines } = await ledgerVerify(t);
    expect(code).toBe(1);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^PROBLEM: seal ${anchored}, anchored at .*, is missing: the event log ends at seal ${BigInt(anchored) - 3n} \\(its newest events were deleted\\)$`,
        ),
      ),
    );
    const run = await auditPageRun(t);
    expect(run.status).toBe('failed');
    expect(run.problems).toContainEqual(
      expect.objectContaining({
        check: 'anchor-missing',
        sealNo: anchored,
        head: String(BigInt(anchored) - 3n),
      }),
    );
  });
});
