const { Queue, Worker } = require('bullmq');
const IORedis = require('ioredis');
(async () => {
  const connection = new IORedis.default ? new IORedis.default('redis://127.0.0.1:6379', { maxRetriesPerRequest: null }) : new IORedis('redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  const q = new Queue('probe', { connection });
  const w = new Worker('probe', async (job) => { console.log('got', job.data); return 1; }, { connection });
  await q.add('x', { a: 1 }, { jobId: 'j1' });
  await q.add('x', { a: 2 }, { jobId: 'j1' });
  await new Promise((r) => setTimeout(r, 500));
  console.log(await q.getJobCounts());
  await w.close(); await q.obliterate({force:true}); await q.close(); connection.disconnect();
})().catch(e => { console.error('ERR', e); process.exit(1); });
