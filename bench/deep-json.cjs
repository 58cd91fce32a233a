'use strict';
/**
 * /api/health while hostile JSON arrives: latency of health calls alone, then while eight clients
 * keep posting 200,000 nested arrays (400 kB each) to /api/login, side by side in one run. Before
 * ADR 0017 each such body overflowed the stack in class-transformer and stalled health for seconds;
 * now each is refused by a scan of its bytes before parsing (400 BODY_TOO_DEEP).
 *
 * Each phase calls health one after the other, 5 ms apart, for BENCH_SECONDS, after a warm-up.
 *
 *   node bench/deep-json.cjs        Env: BENCH_SECONDS (5)
 */
const { startApp, percentile } = require('./common.cjs');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const DEEP = Buffer.from('['.repeat(200_000) + ']'.repeat(200_000));

async function healthLatencies(fastify) {
  const times = [];
  const end = Date.now() + SECONDS * 1000;
  while (Date.now() < end) {
    await pause(5);
    const t0 = process.hrtime.bigint();
    const reply = await fastify.inject({ method: 'GET', url: '/api/health' });
    if (reply.statusCode !== 200) throw new Error(`health answered ${reply.statusCode}`);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return times.sort((a, b) => a - b);
}

const postDeep = (fastify) =>
  fastify.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/json' },
    payload: DEEP,
  });

async function main() {
  const app = await startApp('deepjson');
  const fastify = app.app.getHttpAdapter().getInstance();
  try {
    for (let i = 0; i < 50; i++) await fastify.inject({ method: 'GET', url: '/api/health' });
    for (let i = 0; i < 20; i++) await postDeep(fastify);
    const quiet = await healthLatencies(fastify);
    let running = true;
    const statuses = {};
    const hostile = Array.from({ length: 8 }, async () => {
      while (running) {
        const reply = await postDeep(fastify);
        statuses[reply.statusCode] = (statuses[reply.statusCode] ?? 0) + 1;
      }
    });
    const loaded = await healthLatencies(fastify);
    running = false;
    await Promise.all(hostile);
    const row = (name, t) =>
      `${name.padEnd(34)} p50 ${percentile(t, 50).toFixed(2).padStart(8)} ms   p99 ${percentile(t, 99)
        .toFixed(2)
        .padStart(8)} ms   max ${t[t.length - 1].toFixed(2).padStart(8)} ms`;
    console.log(`${quiet.length} and ${loaded.length} health calls in ${SECONDS} s each`);
    console.log(row('health alone', quiet));
    console.log(row('health with 8 deep-JSON posters', loaded));
    console.log(`deep posts answered: ${JSON.stringify(statuses)}`);
    console.log(`p99 ratio loaded/alone: ${(percentile(loaded, 99) / percentile(quiet, 99)).toFixed(1)}x`);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
