import { QueueName, Queues, type Answer, type Caller } from '../../src/platform';
import { createForm } from '../back-office/back-office-fixtures';
import { uniqueEmail } from '../support/journeys';
import { dayFromToday } from '../seasons/season-fixtures';
import {
  PASSWORD,
  receiptFile,
  testCard,
  type Account,
  type Call,
  type Fixtures,
} from './access-matrix-fixtures';

/**
 * How the matrix calls one route (ADR 0043). By default a well-formed request: every caller the
 * route's declaration lets in must get the declared success. Where a success needs more than the
 * fixtures, the route has `probe`: the request is left incomplete on purpose and an authorised caller
 * must get the probe's answer (422 unless said), which it can only reach past the session guard.
 */
export interface Recipe<S = any> {
  /**
   * Once per route, before its calls: rows the calls need. `member` replaces the owner: the member
   * who calls as a member, and whose resources another member's call names.
   */
  prepare?: (fx: Fixtures) => Promise<S & { member?: Account }>;
  /** The request, per caller. */
  call?: (fx: Fixtures, on: { caller: Caller; me: Account | null; state: S }) => Call | Promise<Call>;
  /** The call ends the caller's session or changes its password: made as a new account of the caller's role. */
  freshAccount?: true;
  probe?: { why: string; answer?: Answer };
}

const id = (value: string): Call => ({ body: { id: value } });
const owner = (fx: Fixtures): Call => ({ params: { id: fx.owner.id } });
const poolPage = (fx: Fixtures): Call => ({ params: { no: String(fx.season) }, query: { pool: 'lenders' } });
const seasonMap = (fx: Fixtures): Call => ({ query: { season: fx.season } });
const SPARE_CARD: Recipe<{ card: string }> = {
  prepare: async (fx) => ({ card: await fx.savedCard() }),
  call: (_fx, { state }) => id(state.card),
};
/** The profile as registration() fills it in: saved again unchanged. */
const PROFILE = {
  fname: 'Jane',
  lname: 'Doe',
  country_code: '1',
  phone: '5551234567',
  gender: 'Female',
  address: '1 Main Street',
  country: 'United States',
  state: 'New York',
  city: 'New York',
};
const NO_DEAD_LETTER = '404 EVENTS.DEAD_LETTER_NOT_FOUND' as const;
const EMAIL_QUEUE: Recipe = { call: () => ({ params: { queueName: QueueName.email } }) };
/** A job of the email queue (the same id each time: adding it again adds nothing). */
const EMAIL_JOB: Recipe<{ job: string }> = {
  prepare: async (fx) => {
    const message = { to: 'matrix@example.com', subject: 'Access matrix', html: '<p>Hi</p>', text: 'Hi' };
    const job = await fx.t.app
      .get(Queues)
      .queue(QueueName.email)
      .add('send', message, { jobId: 'matrix-job' });
    return { job: job.id! };
  },
  call: (_fx, { state }) => ({ params: { queueName: QueueName.email, jobId: state.job } }),
};
let scheduleDay = 30;

export const REQUESTS: Record<string, Recipe> = {
  // Answered by Fastify: liveness, and the API docs with their files.
  'GET /api/health': {},
  'GET /api/docs': {},
  'GET /api/docs/': {},
  'GET /api/docs/index.html': {},
  'GET /api/docs/LICENSE': {
    probe: {
      why: 'the Swagger module routes it, but its package ships no such file',
      answer: '404 NOT_FOUND',
    },
  },
  'GET /api/docs/swagger-ui-init.js': {},
  'GET /api/docs/docs/swagger-ui-init.js': {},
  'GET /api/docs/*': { call: () => ({ params: { '*': 'swagger-ui.css' } }) },
  'GET /api/docs/docs/*': { call: () => ({ params: { '*': 'swagger-ui.css' } }) },
  'GET /api/docs-json': {},
  'GET /api/docs-yaml': {},
  'GET /api/ready': {},

  // Identity.
  'POST /api/register': { call: async (fx) => ({ body: await fx.registration() }) },
  'POST /api/login': { call: (fx) => ({ body: { email: fx.other.email, password: PASSWORD } }) },
  'POST /api/user/logout': { freshAccount: true },
  'POST /api/send-otp': { call: () => ({ body: { email: uniqueEmail('otp') } }) },
  'POST /api/email-verified': {
    // Signed in, the code proves the account's own email; without a session, any email's.
    call: async (fx, { me }) => {
      const email = me?.email ?? uniqueEmail('verify');
      return { body: { email, otp: await fx.otp(email) } };
    },
  },
  'POST /api/forgot/password': { call: (fx) => ({ body: { email: fx.other.email } }) },
  'POST /api/verify/remember-token': {
    prepare: async (fx) => ({ link: await fx.resetLink(fx.other.email) }),
    call: (_fx, { state }) => ({ body: state.link }),
  },
  'POST /api/create-new-password': {
    prepare: async (fx) => ({ target: await fx.member() }),
    call: async (fx, { state }) => ({
      body: {
        ...(await fx.resetLink(state.target.email)),
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    }),
  },
  'POST /api/user/change-password': {
    // The body's id is ignored: the caller's own password changes, whoever `id` names.
    freshAccount: true,
    call: (fx, { me }) => ({
      body: {
        id: fx.owner.id,
        old_password: me?.password ?? PASSWORD,
        password: 'another horse battery',
        password_confirmation: 'another horse battery',
      },
    }),
  },
  'POST /api/user/fetch': {},
  'POST /api/user/referrals': {},
  'POST /api/user/update-user': { call: (fx) => ({ body: { ...PROFILE, id: fx.owner.id } }) },
  'POST /api/user/update-profile': { call: () => ({ form: [receiptFile('profile')] }) },
  'GET /api/files/avatars/:name': {
    prepare: async (fx) => ({ name: await fx.avatarName() }),
    call: (_fx, { state }) => ({ params: { name: state.name } }),
  },
  'PUT /api/user/language': { call: () => ({ body: { language: 'en' } }) },
  'GET /api/fetch-time': {},
  'POST /api/verifyReferralToken': { call: (fx) => ({ body: fx.referral }) },
  'POST /api/fetch-referral-user': { call: (fx) => ({ body: fx.referral }) },
  'GET /api/admin/users/:id': { call: owner },
  'POST /api/user/all-users': { call: () => ({ body: {} }) },

  // Geography and configuration.
  'GET /api/geo/countries': {},
  'GET /api/geo/countries/:country/states': { call: () => ({ params: { country: 'us' } }) },
  'GET /api/geo/countries/:country/states/:state/cities': {
    call: () => ({ params: { country: 'us', state: 'ny' } }),
  },
  'GET /api/geo/dialing-codes': {},
  'GET /api/configuration/public': {},
  'GET /api/admin/configuration/fetch-all': {},
  'POST /api/admin/configuration/update': {
    call: () => ({ body: { key: 'contact-email', value: 'contact@example.com' } }),
  },

  // The units ledger.
  'POST /api/admin/transactions/transfer': {
    call: (fx) => ({
      body: { user: fx.owner.id, units: 1, narration: 'access matrix', pay_type: 'Wire', send_email: 'No' },
    }),
  },
  'POST /api/admin/transactions/approve': {
    call: async (fx) => ({ body: { id: await fx.pendingTransfer(), units: 1 } }),
  },
  'POST /api/admin/transactions/void': { call: async (fx) => id(await fx.pendingTransfer()) },
  'POST /api/admin/transactions/delete': { call: async (fx) => id(await fx.postedTransfer()) },
  'POST /api/user/add-loyalty-units': { call: (fx) => ({ body: { id: fx.owner.id, units: 1 } }) },
  'POST /api/user/my-transactions': {},
  'GET /api/admin/transactions/fetch-all': {},
  'GET /api/admin/transactions/:id': { call: (fx) => ({ params: { id: fx.purchaseId } }) },
  'GET /api/admin/transactions/:id/agreement': { call: (fx) => ({ params: { id: fx.purchaseId } }) },
  'GET /api/user/my-transactions/:id/agreement': { call: (fx) => ({ params: { id: fx.purchaseId } }) },
  'GET /api/admin/users/:id/loyalty-logs': { call: owner },
  'GET /api/admin/users/:id/purchases': { call: owner },
  'GET /api/admin/ledger/transfers': {},
  'GET /api/admin/ledger/statement': { call: (fx) => ({ query: { member: fx.owner.id } }) },
  'GET /api/admin/ledger/export.csv': {},
  'GET /api/admin/ledger/events': {},
  'POST /api/admin/ledger/verify': {},
  'GET /api/admin/ledger/verify/last': {},

  // Payments and receipts.
  'POST /api/payment/test-gateway/tokens': { call: () => ({ body: testCard() }) },
  'POST /api/user/add-payment-method': {
    call: async (fx, { caller }) => ({
      body: { token: caller === 'member' ? await fx.cardToken(fx.owner) : 'tok_matrix' },
    }),
  },
  'POST /api/user/card-make-preferred': SPARE_CARD,
  'POST /api/user/delete-payment-method': SPARE_CARD,
  'POST /api/user/payment-methods': {},
  'POST /api/payment/now': {
    // A member who has not paid yet pays with their saved card; another member names that card.
    prepare: async (fx) => {
      const member = await fx.member({ pay_now: 'Yes', pay_type: 'Credit/Debit Card' });
      return { member, card: await fx.savedCard(member) };
    },
    call: (_fx, { state }) => ({ body: { unit: 2, payment_method_id: state.card } }),
  },
  'GET /api/payment/gateway': {},
  'POST /api/payment/submit-loan-request': {
    prepare: async (fx) => ({ member: await fx.member() }),
    call: () => ({
      body: { amount: 100, total_amount: 400, payment_frequency: 'monthly', pay_type: 'Wire Transfer' },
    }),
  },
  'POST /api/user/pay-later': {
    prepare: async (fx) => ({ member: await fx.member() }),
    call: () => ({ body: { pay_type: 'Wire Transfer', unit: 2 } }),
  },
  'POST /api/user/pending-payment': { prepare: async (fx) => ({ member: await fx.payingLater() }) },
  'POST /api/user/upload/receipt': {
    prepare: async (fx) => ({ member: await fx.member() }),
    call: () => ({ form: [receiptFile()] }),
  },
  'POST /api/receipt/store': {
    // A new purchase receipt of the owner's; another member names the owner's receipt to replace it.
    call: (fx, { caller }) => ({
      form: [
        ...(caller === 'othersResource' ? [{ name: 'id', data: fx.receiptId }] : []),
        { name: 'unit_purchase_intent', data: '1' },
        { name: 'pay_type', data: 'Wire' },
        receiptFile(),
      ],
    }),
  },
  'POST /api/receipt/fetch': {},
  'GET /api/receipt/fetch-all': {},
  'POST /api/receipt/view': { call: (fx) => id(fx.receiptId) },
  'POST /api/receipt/approve': {
    call: async (fx) => ({ body: { id: await fx.requestedReceipt(), unit: 1, narration: 'access matrix' } }),
  },
  'POST /api/receipt/reject': {
    call: async (fx) => ({ body: { id: await fx.requestedReceipt(), reject_reason: 'access matrix' } }),
  },
  'GET /api/files/receipts/:name': {
    prepare: async (fx) => ({ name: await fx.receiptFileName() }),
    call: (_fx, { state }) => ({ params: { name: state.name } }),
  },
  'POST /api/user/receipt/approve-transfer': {
    call: async (fx) => ({
      body: { user: (await fx.payingLater()).id, pending_payment: true, unit: 2, narration: 'access matrix' },
    }),
  },
  'POST /api/user/receipt/action': {
    call: async (fx) => ({
      body: {
        user_id: (await fx.payingLater()).id,
        action: 'reject',
        reject_reason: 'access matrix',
        pending_payment: true,
      },
    }),
  },
  'POST /api/admin/user/receipt-verification': {
    prepare: async (fx) => ({ waiting: await fx.payingLater() }),
    call: (_fx, { state }) => id(state.waiting.id),
  },
  'GET /api/admin/user/receipt-verification-users': {},
  'GET /api/admin/user/pending-payments': {},
  'GET /api/admin/loan-requests/fetch-all': {},
  'POST /api/payment/stripe/webhook': {
    probe: { why: 'only Stripe can sign a webhook', answer: '400 PAYMENT.WEBHOOK_SIGNATURE' },
    call: () => ({ body: {} }),
  },

  // The back office.
  'POST /api/create': {
    call: () => ({
      form: [
        ...Object.entries(
          createForm({
            password: PASSWORD,
            password_confirmation: PASSWORD,
            unit_purchase_intent: '1',
            narration: 'access matrix',
          }),
        ).map(([name, data]) => ({ name, data })),
        receiptFile(),
      ],
    }),
  },
  'POST /api/user/update-password': {
    prepare: async (fx) => ({ target: await fx.member() }),
    call: (_fx, { state }) => ({
      body: { id: state.target.id, password: PASSWORD, password_confirmation: PASSWORD },
    }),
  },
  'POST /api/user/update-payment-status': {
    prepare: async (fx) => ({ target: await fx.member() }),
    call: (_fx, { state }) => ({ body: { id: state.target.id, status: 'Yes' } }),
  },
  'POST /api/admin/user/change-role': {
    prepare: async (fx) => ({ target: await fx.member() }),
    call: (_fx, { state }) => ({ body: { id: state.target.id, role: 'Admin' } }),
  },
  'POST /api/admin/user/delete': {
    prepare: async (fx) => ({ target: await fx.member() }),
    call: (_fx, { state }) => id(state.target.id),
  },
  'GET /api/admin/user/fetch-all': {},
  'GET /api/admin/dashboard-data': {},

  // The referral network.
  'POST /api/user/assign-parent': {
    prepare: async (fx) => {
      const moved = await fx.member();
      await fx.t.drainEvents(); // the network places a new member when it reads the registration
      return { moved };
    },
    call: (fx, { state }) => ({ body: { id: state.moved.id, parent: fx.owner.id } }),
  },
  'POST /api/user/fetch-all/exclusive-of-my-network': { call: (fx) => id(fx.owner.id) },
  'GET /api/user/get-user-tiers': {},
  'POST /api/user/fetch-users-tier-level': { call: () => ({ body: { index: 1 } }) },
  'GET /api/user/get-user-tree': { call: (fx) => ({ query: { parent: fx.owner.id } }) },
  'GET /api/admin/user/get-user-tree': { call: (fx) => ({ query: { id: fx.owner.id } }) },
  'GET /api/user/network/search': { call: () => ({ query: { q: 'Jane' } }) },
  'GET /api/admin/user/network/:id': { call: owner },

  // Seasons and pools.
  'POST /api/admin/season/store': { call: () => ({ body: { date: dayFromToday(scheduleDay++) } }) },
  'POST /api/admin/season/delete-schedule': {
    call: async (fx) => {
      const stored = await fx.ok(fx.root, 'POST', '/api/admin/season/store', {
        body: { date: dayFromToday(scheduleDay++) },
      });
      return id(stored.body.data.id);
    },
  },
  'GET /api/admin/season/scheduled-seasons': {},
  'GET /api/admin/season/list': {},
  'GET /api/admin/season/units-season-vise': {},
  'POST /api/admin/pool/payout': { call: (fx) => ({ body: { season: fx.season, amount: '10' } }) },
  'GET /api/admin/pool/seasons/:no': { call: poolPage },
  'GET /api/admin/pool/seasons/:no/export': { call: poolPage },
  'GET /api/admin/pool/get-all-users-tree': { call: seasonMap },
  'GET /api/admin/pool/get-all-lenders-tree': { call: seasonMap },
  'GET /api/admin/pool/get-all-builders-tree': { call: seasonMap },
  'GET /api/user/my-pools': {},
  'GET /api/user/my-seasons': {},

  // Contact messages and event consumers.
  'POST /api/contact-us': {
    call: () => ({
      body: {
        name: 'Access Matrix',
        email: uniqueEmail('contact'),
        subject: 'Hello',
        message: 'A question.',
      },
    }),
  },
  'GET /api/admin/contact-messages': {},
  'POST /api/admin/contact-messages/mark': {
    prepare: async (fx) => {
      await fx.ok(null, 'POST', '/api/contact-us', {
        body: {
          name: 'Access Matrix',
          email: uniqueEmail('contact'),
          subject: 'Mark me',
          message: 'A question.',
        },
      });
      const [row] = await fx.t.dataSource.query(
        `SELECT id FROM contact_messages ORDER BY created_at DESC LIMIT 1`,
      );
      return { message: row.id as string };
    },
    call: (_fx, { state }) => ({ body: { id: state.message, read: true } }),
  },
  'GET /api/admin/event-consumers': {},
  'GET /api/admin/event-consumers/dead-letters': {},
  'POST /api/admin/event-consumers/dead-letters/:id/retry': {
    probe: { why: 'a dead letter needs a consumer that failed', answer: NO_DEAD_LETTER },
    call: () => ({ params: { id: '999999' } }),
  },

  // Operations (ADR 0046): the metrics, and the queue dashboard's page, files and API.
  'GET /api/metrics': {},
  'GET /api/admin/queues': {},
  'GET /api/admin/queues/': {},
  'GET /api/admin/queues/metrics-history': {},
  'GET /api/admin/queues/job-schedulers': {},
  'GET /api/admin/queues/queue/:queueName': { call: () => ({ params: { queueName: QueueName.email } }) },
  'GET /api/admin/queues/queue/:queueName/:jobId': EMAIL_JOB,
  'GET /api/admin/queues/static/*': { call: () => ({ params: { '*': 'favicon.ico' } }) },
  'GET /api/admin/queues/accessibility.js': {},
  'GET /api/admin/queues/accessibility.css': {},
  'GET /api/admin/queues/api/redis/stats': {},
  'GET /api/admin/queues/api/queues': {},
  'GET /api/admin/queues/api/job-schedulers': {},
  'GET /api/admin/queues/api/queues/:queueName/metrics': EMAIL_QUEUE,
  'GET /api/admin/queues/api/queues/:queueName/default-job-options': EMAIL_QUEUE,
  'GET /api/admin/queues/api/queues/:queueName/workers': EMAIL_QUEUE,
  'GET /api/admin/queues/api/queues/:queueName/rate-limit': EMAIL_QUEUE,
  'GET /api/admin/queues/api/queues/:queueName/job-data-schema': EMAIL_QUEUE,
  'GET /api/admin/queues/api/queues/:queueName/:jobId': EMAIL_JOB,
  'GET /api/admin/queues/api/queues/:queueName/:jobId/logs': EMAIL_JOB,
  'GET /api/admin/queues/api/queues/:queueName/:jobId/flow': EMAIL_JOB,
  'PUT /api/admin/queues/api/queues/:queueName/retry/:queueStatus': {
    call: () => ({ params: { queueName: QueueName.email, queueStatus: 'failed' } }),
  },
  'PUT /api/admin/queues/api/queues/:queueName/:jobId/retry': {
    ...EMAIL_JOB,
    probe: {
      why: 'only a failed job is retried, and no job fails here',
      answer: '400 QUEUES.JOB_NOT_RETRIABLE',
    },
  },
};
