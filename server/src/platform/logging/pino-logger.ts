import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';

/** Nest's logger on pino: one structured JSON log for framework, app and request lines. */
export class PinoLogger implements LoggerService {
  constructor(readonly pino: Logger) {}

  /** To stdout, unless a destination is given (tests read what is logged). */
  static create(level: string, destination?: DestinationStream): PinoLogger {
    const options = { level, base: { pid: process.pid } };
    return new PinoLogger(destination ? pino(options, destination) : pino(options));
  }

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: string, context?: string) {
    this.write('error', message, context, trace);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('trace', message, context);
  }

  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace',
    message: unknown,
    context?: string,
    trace?: string,
  ) {
    // An Error's message and stack are not enumerable: spread, a failed boot would log nothing.
    if (message instanceof Error) {
      this.pino[level]({ context, trace, err: message }, message.message);
    } else if (message && typeof message === 'object') {
      this.pino[level]({ context, trace, ...(message as object) });
    } else {
      this.pino[level]({ context, trace }, String(message));
    }
  }
}
