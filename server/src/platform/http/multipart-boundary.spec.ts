import Fastify from 'fastify';
import { refuseMultipartWithoutBoundary } from './multipart-boundary';

describe('refuseMultipartWithoutBoundary', () => {
  const app = Fastify();
  app.addContentTypeParser(/^multipart\//, (_request, _payload, done) => done(null));
  refuseMultipartWithoutBoundary(app);
  app.post('/', async () => ({ ok: true }));
  app.setErrorHandler((error: { code?: string }, _request, reply) =>
    reply.status(400).send({ code: error.code }),
  );
  afterAll(() => app.close());

  const post = (type: string) =>
    app.inject({ method: 'POST', url: '/', headers: { 'content-type': type }, payload: 'x' });

  it.each([
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=""',
    'multipart/form-data; charset=utf-8',
    `multipart/form-data; boundary=${'b'.repeat(71)}`,
    'MULTIPART/mixed;boundary',
  ])('refuses %j', async (type) => {
    const reply = await post(type);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 'BAD_MULTIPART' });
  });

  it.each([
    'multipart/form-data; boundary=----abc123',
    'multipart/form-data; boundary="quoted boundary"; charset=utf-8',
    'multipart/form-data;BOUNDARY=x',
  ])('lets %j through', async (type) => {
    expect((await post(type)).statusCode).toBe(200);
  });
});
