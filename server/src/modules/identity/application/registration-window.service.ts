import { Injectable } from '@nestjs/common';
import type { TimeInfo } from '@app/libs';
import { ConfigurationReader } from '../../configuration';
import { isRegistrationOpen, newYorkTime, parseCutoff } from '../domain/registration-window';

@Injectable()
export class RegistrationWindow {
  constructor(private readonly settings: ConfigurationReader) {}

  async current(now = new Date()): Promise<{ cutoff: Date | null; info: TimeInfo }> {
    const cutoff = parseCutoff(await this.settings.value('registration-cutoff'));
    return {
      cutoff,
      info: {
        cutoff: cutoff?.toISOString() ?? null,
        estTime: newYorkTime(now),
        expired: !isRegistrationOpen(cutoff, now),
      },
    };
  }
}
