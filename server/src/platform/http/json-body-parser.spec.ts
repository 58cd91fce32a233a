import { ArgumentsHost, Body, Catch, Controller, HttpException, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { AppError } from '../errors/app-error';
import { BodyLimits, DEFAULT_BODY_LIMITS } from './body-limits';
import { useBoundedJsonBodies } from './json-body-parser';

@Controller()
class EchoController {
  @Post('default')
  plain(@Body() body: unknown) {
    return { body };
  }

  @Post('small')
  @BodyLimits({ maxBytes: 64, maxDepth: 2 })
  small(@Body() body: unknown) {
    return { body };
  }

  @Post('large')
  @BodyLimits({ maxBytes: 2 * DEFAULT_BODY_LIMITS.maxBytes, maxDepth: 100 })
  large(@Body() body: unknown) {
    return { body };
  }
}

/** The status and code of what went wrong, as the app's filter would give them. */
@Catch()
class StatusFilter {
  catch(error: unknown, host: ArgumentsHost) {
    const status =
      error instanceof AppError ? error.status : error instanceof HttpException ? error.getStatus() : 500;
    const code = error instanceof AppError ? error.code : undefined;
    void host.switchToHttp().getResponse<FastifyReply>().status(status).send({ code });
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('bounded JSON bodies', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(
      EchoModule,
      new FastifyAdapter({ bodyLimit: 8 << 20 }),
      {
        logger: false,
      },
    );
    useBoundedJsonBodies(app);
    app.useGlobalFilters(new StatusFilter());
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it('parses ordinary JSON as before', async () => {
    const reply = await post('/default', '{"a":[1,{"b":"[[["}]}');
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({ body: { a: [1, { b: '[[[' }] } });
  });

  it('refuses a body deeper than the default with 400 before parsing it', async () => {
    expect((await post('/default', nested(DEFAULT_BODY_LIMITS.maxDepth))).statusCode).toBe(201);
    const reply = await post('/default', nested(DEFAULT_BODY_LIMITS.maxDepth + 1));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 'BODY_TOO_DEEP' });
    expect((await post('/default', nested(200_000))).statusCode).toBe(400);
  });

  it('keeps prototype poisoning refused', async () => {
    expect((await post('/default', '{"__proto__":{"x":1}}')).statusCode).toBe(400);
  });

  it("applies a route's own smaller limits", async () => {
    expect((await post('/small', '[[1]]')).statusCode).toBe(201);
    expect((await post('/small', '[[[1]]]')).statusCode).toBe(400);
    expect((await post('/small', JSON.stringify({ a: 'x'.repeat(64) }))).statusCode).toBe(413);
    expect((await post('/default', JSON.stringify({ a: 'x'.repeat(64) }))).statusCode).toBe(201);
  });

  it("applies a route's own larger limits, and the default elsewhere", async () => {
    const big = JSON.stringify({ a: 'x'.repeat(DEFAULT_BODY_LIMITS.maxBytes) });
    expect((await post('/default', big)).statusCode).toBe(413);
    expect((await post('/large', big)).statusCode).toBe(201);
    expect((await post('/large', nested(100))).statusCode).toBe(201);
  });
});
