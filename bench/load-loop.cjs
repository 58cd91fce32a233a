'use strict';
// A closed request loop with percentiles: C connections (keep-alive) each send the next request as
// soon as the last answered, for S seconds after a warm-up. autocannon reports p50/p90/p99, not p95.
const http = require('node:http');
const { percentile } = require('./common.cjs');

/**
 * `requests(i)` gives connection i its request: { path, method, headers, body }. Answers p50/p95/p99
 * and max latency in ms, requests per second and the failures (non-2xx, errors) with an example.
 */
async function loadLoop(base, requests, { connections, seconds, warmupSeconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const send = (path, method, headers, body) =>
    new Promise((resolve, reject) => {
      const req = http.request(`${base}${path}`, { method, headers, agent }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ statusCode: res.statusCode, text }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  const run = async (until, latencies, failures) => {
    const worker = async (i) => {
      const { path, method = 'GET', headers = {}, body } = requests(i);
      while (Date.now() < until) {
        const t0 = process.hrtime.bigint();
        try {
          const reply = await send(path, method, headers, body);
          const text = reply.text;
          const ms = Number(process.hrtime.bigint() - t0) / 1e6;
          if (reply.statusCode < 200 || reply.statusCode > 299)
            failures.push(`${reply.statusCode} ${text.slice(0, 200)}`);
          else latencies.push(ms);
        } catch (error) {
          failures.push(String(error?.message ?? error));
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)));
  };
  try {
    await run(Date.now() + warmupSeconds * 1000, [], []);
    const latencies = [];
    const failures = [];
    const started = Date.now();
    await run(started + seconds * 1000, latencies, failures);
    const elapsed = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      count: latencies.length,
      rps: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1] ?? NaN,
      failures,
    };
  } finally {
    agent.destroy();
  }
}

module.exports = { loadLoop };
