import { randomUUID } from 'node:crypto';
import { Client, type Reply } from '../support/client';
import { nextIp } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient, ledgerOf, memberClient, newMember, type Member } from '../ledger/ledger-fixtures';
import { cardToken, receiptForm, upload } from '../receipts/payments-fixtures';
import { AppProcess, until } from './app-process';
import { deadLetters, ledgerProblems } from './after-faults';
import { freePort } from '../support/free-port';

jest.setTimeout(300_000);

const RECEIPTS = 8;
const CARDS = 8;
const LOOPS_EACH = 2;
const RECEIPT_UNITS = 3;
const CARD_UNITS = 2;
/** A key whose request died with its process is free again after its lease (ADR 0015: 30 s). */
const RETRY_MS = 90_000;

type Kind = 'approve' | 'transfer' | 'card';

/** One request of the load: what was sent, with which key, and what (if anything) came back. */
interface Sent {
  kind: Kind;
  key: string;
  url: string;
  body: Record<string, unknown>;
  client: Client;
  memberId: string;
  units: number;
  reply?: Reply;
}

/** A network client with the session of an in-process one: the same cookies, another address. */
function overNetwork(base: string, signedIn: Client): Client {
  const client = new Client(base, nextIp());
  for (const [name, value] of signedIn.cookies) client.cookies.set(name, value);
  return client;
}

/**
 * An API process (`APP_ROLE=api`, the built server) killed with SIGKILL while an admin approves
 * receipts and transfers units and members pay by card (the built-in test gateway), every request with
 * its Idempotency-Key; then another API process is started. Every request that answered 200 is in the
 * ledger; each is sent again with its key and answers its first answer without a second effect; those
 * that never answered are sent again until they answer 200, and then every effect is there once: the
 * balances are the sums of what was asked, each card charged once. This process is the worker (events,
 * mail); the ledger verifies at the end.
 */
describe('an API process killed with SIGKILL mid-flight', () => {
  let t: TestApp;
  let base: string;
  let api: AppProcess | undefined;
  let admin: Client;
  const receipts: Array<{ member: Member; receiptId: string; client: Client }> = [];
  const cards: Array<{ member: Member; token: string; client: Client }> = [];

  const startApi = async () => {
    api = AppProcess.start(
      { ...t.env, PORT: new URL(base).port, HOST: '127.0.0.1', TRUST_PROXY: 'loopback' },
      'api',
    );
    const probe = new Client(base);
    await until(
      'the API process to serve',
      async () => (await probe.get('/api/ready').catch(() => undefined))?.status === 200,
      60_000,
    );
  };

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_FACTOR: '50' });
    base = `http://127.0.0.1:${await freePort()}`;
    admin = overNetwork(base, await adminClient(t));
    await Promise.all([
      ...Array.from({ length: RECEIPTS }, async () => {
        const member = await newMember(t, {
          pay_now: 'No',
          pay_type: 'Wire Transfer',
          units_purchase_intent: 2,
        });
        const client = await memberClient(t, member);
        const stored = await upload(
          client,
          '/api/receipt/store',
          receiptForm(1, { unit_purchase_intent: String(RECEIPT_UNITS), pay_type: 'Wire' }),
        );
        expect(stored.status).toBe(200);
        receipts.push({ member, receiptId: stored.body.data.id, client: overNetwork(base, client) });
      }),
      ...Array.from({ length: CARDS }, async () => {
        const member = await newMember(t, {
          pay_now: 'Yes',
          pay_type: 'Credit/Debit Card',
          units_purchase_intent: CARD_UNITS,
        });
        const client = await memberClient(t, member);
        cards.push({ member, token: await cardToken(client), client: overNetwork(base, client) });
      }),
    ]);
    await startApi();
  });
  afterAll(async () => {
    await api?.kill();
    await t.close();
  });

  /**
   * Loops of requests, each kind from its own list, until told to stop; every request noted. Transfers
   * answer once their Trx# is numbered (the worker's projection), so they start first, and approvals
   * and card payments once one has answered: then all three kinds are in flight together. A loop whose
   * request got no answer (its connection dropped) ends there.
   */
  function load() {
    const sent: Sent[] = [];
    let running = true;
    const nextReceipt = receipts.values();
    const nextCard = cards.values();
    let transferAnswered!: () => void;
    const firstTransfer = new Promise<void>((resolve) => (transferAnswered = resolve));
    const send = async (request: Omit<Sent, 'key'>) => {
      const one: Sent = { ...request, key: randomUUID() };
      sent.push(one);
      one.reply = await one.client
        .post(one.url, one.body, { 'Idempotency-Key': one.key })
        .catch(() => undefined);
      if (one.kind === 'transfer' && one.reply) transferAnswered();
      return one.reply !== undefined;
    };
    const loop = async (next: () => Omit<Sent, 'key'> | undefined, after?: Promise<void>) => {
      await after;
      for (let request = next(); running && request; request = next()) if (!(await send(request))) return;
    };
    let transfers = 0;
    const loops = Array.from({ length: LOOPS_EACH }, () => [
      loop(() => {
        const { member } = receipts[transfers++ % receipts.length]!;
        const units = 1 + (transfers % 4);
        return {
          kind: 'transfer',
          url: '/api/admin/transactions/transfer',
          body: { user: member.id, units, narration: 'kill test', pay_type: 'Wire', send_email: 'No' },
          client: admin,
          memberId: member.id,
          units,
        };
      }),
      loop(() => {
        const { value } = nextReceipt.next();
        return (
          value && {
            kind: 'approve',
            url: '/api/receipt/approve',
            body: { id: value.receiptId, unit: RECEIPT_UNITS, narration: 'Wire received' },
            client: admin,
            memberId: value.member.id,
            units: RECEIPT_UNITS,
          }
        );
      }, firstTransfer),
      loop(() => {
        const { value } = nextCard.next();
        return (
          value && {
            kind: 'card',
            url: '/api/payment/now',
            body: { unit: CARD_UNITS, token: value.token },
            client: value.client,
            memberId: value.member.id,
            units: CARD_UNITS,
          }
        );
      }, firstTransfer),
    ]).flat();
    const answered = (kind: Kind) => sent.filter((s) => s.kind === kind && s.reply).length;
    const inFlight = (kind: Kind) => sent.some((s) => s.kind === kind && !s.reply);
    return {
      sent,
      /** Two approvals and two card payments answered, and one of each kind in flight: the moment to kill. */
      midFlight: () =>
        answered('approve') >= 2 &&
        answered('card') >= 2 &&
        (['approve', 'card', 'transfer'] as const).every(inFlight),
      stop: async () => {
        running = false;
        transferAnswered();
        await Promise.all(loops);
      },
    };
  }

  /** The effect of a request that answered 200, looked up in the ledger and its neighbours. */
  async function effectOf(request: Sent): Promise<boolean> {
    const q = (sql: string, parameters: unknown[]) => t.dataSource.query(sql, parameters);
    if (request.kind === 'transfer')
      return (
        (await q(`SELECT 1 FROM ledger_transfers WHERE id = $1`, [request.reply!.body.data.id])).length === 1
      );
    if (request.kind === 'card')
      return (
        (
          await q(
            `SELECT 1 FROM card_payments WHERE member_id = $1 AND idempotency_key = $2 AND status = 'succeeded'`,
            [request.memberId, request.key],
          )
        ).length === 1
      );
    return (
      (
        await q(
          `SELECT 1 FROM receipts r JOIN ledger_transfers p ON p.pending_id = r.pending_transfer_id AND p.type = 'post'
            WHERE r.id = $1 AND r.status = 'Yes'`,
          [request.body.id],
        )
      ).length === 1
    );
  }

  /** The answer's data as a replay gives it back: a transfer's replay says it is a duplicate. */
  const replayed = (request: Sent) =>
    request.kind === 'transfer' ? { ...request.reply!.body.data, duplicate: true } : request.reply!.body.data;

  it('keeps every answered request once, applies the others once when sent again; balances verify', async () => {
    const running = load();
    try {
      await until('a moment with every kind in flight', async () => running.midFlight(), 120_000, 2);
      await api!.kill();
    } finally {
      await running.stop();
    }
    const unanswered = running.sent.filter((s) => !s.reply);
    expect(unanswered.length).toBeGreaterThan(0);
    const answered = running.sent.filter((s) => s.reply);
    expect(
      answered.filter((s) => s.reply!.status !== 200).map((s) => [s.kind, s.reply!.status, s.reply!.body]),
    ).toEqual([]);
    for (const request of answered)
      expect([request.kind, await effectOf(request)]).toEqual([request.kind, true]);

    await startApi();
    // Answered ones: the same answer again, marked as a replay. The others: sent until they answer 200.
    await Promise.all(
      running.sent.map(async (request) => {
        const again = () =>
          request.client.post(request.url, request.body, { 'Idempotency-Key': request.key });
        if (request.reply) {
          const retry = await again();
          expect([request.kind, retry.status, retry.headers['idempotent-replayed'], retry.body.data]).toEqual(
            [request.kind, 200, 'true', replayed(request)],
          );
          return;
        }
        let last: Reply | undefined;
        await until(
          `${request.kind} ${request.key} to answer 200 when sent again (last: ${last?.status})`,
          async () => (last = await again()).status === 200,
          RETRY_MS,
          1000,
        ).catch(() => {
          throw new Error(
            `${request.kind} ${request.key} sent again answered ${last?.status} ${JSON.stringify(last?.body)}`,
          );
        });
        expect([request.kind, await effectOf({ ...request, reply: last })]).toEqual([request.kind, true]);
      }),
    );

    // Every effect once: each balance is what was asked of it, each card charged once.
    for (const { member } of [...receipts, ...cards]) {
      const asked = running.sent.filter((s) => s.memberId === member.id).reduce((sum, s) => sum + s.units, 0);
      expect([member.email, (await ledgerOf(t).balance(member.id)).paidUnits]).toEqual([member.email, asked]);
    }
    const charges = await t.dataSource.query(
      `SELECT idempotency_key, count(*)::int AS n FROM test_gateway_charges WHERE ok GROUP BY idempotency_key HAVING count(*) > 1`,
    );
    expect(charges).toEqual([]);
    const [{ paid }] = await t.dataSource.query(
      `SELECT count(*)::int AS paid FROM card_payments WHERE status = 'succeeded'`,
    );
    expect(paid).toBe(running.sent.filter((s) => s.kind === 'card').length);

    await t.drainEvents();
    expect(await deadLetters(t)).toEqual([]);
    expect(await ledgerProblems(t)).toEqual([]);
  });
});
