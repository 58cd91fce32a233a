import pino from 'pino';
import { PinoLogger } from './pino-logger';

function capture(): { logger: PinoLogger; lines: () => Array<Record<string, unknown>> } {
  const chunks: string[] = [];
  const stream = { write: (chunk: string) => void chunks.push(chunk) };
  const logger = new PinoLogger(pino({ level: 'info' }, stream));
  return { logger, lines: () => chunks.map((c) => JSON.parse(c) as Record<string, unknown>) };
}

describe('PinoLogger', () => {
  it('logs an Error with its message and stack (Nest hands boot failures over as Error objects)', () => {
    const { logger, lines } = capture();
    logger.error(new Error('the database refused the app role'), undefined, 'ExceptionHandler');
    const [line] = lines();
    expect(line).toMatchObject({ context: 'ExceptionHandler', msg: 'the database refused the app role' });
    expect((line.err as { stack: string }).stack).toContain('pino-logger.spec.ts');
  });

  it('keeps the fields of a plain object and the text of a string', () => {
    const { logger, lines } = capture();
    logger.warn({ reqId: 'r1', msg: 'slow' }, 'Http');
    logger.log('started', 'Main');
    expect(lines()).toEqual([
      expect.objectContaining({ context: 'Http', reqId: 'r1', msg: 'slow' }),
      expect.objectContaining({ context: 'Main', msg: 'started' }),
    ]);
  });
});
