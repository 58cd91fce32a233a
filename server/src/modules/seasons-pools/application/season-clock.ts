import { Injectable } from '@nestjs/common';

/**
 * The application's "now" for deciding which day is today and how long a lock job waits. Tests
 * move it; the lock itself trusts only the database's clock (ADR 0035).
 */
@Injectable()
export class SeasonClock {
  now(): Date {
    return new Date();
  }
}
