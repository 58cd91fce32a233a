import { Injectable } from '@nestjs/common';
import type { LanguageCode } from '@app/libs';
import { DEFAULT_LANGUAGE } from '../../../platform';
import { ConfigurationReader } from '../../configuration';
import { UserDirectory } from '../../identity';

export interface StaffRecipient {
  email: string;
  language: LanguageCode;
}

/**
 * Where contact messages are emailed (ADR 0037): the 'contact-email' setting, else the first
 * SuperAdmin. An address that is a user's account is written to in that user's language.
 */
@Injectable()
export class StaffAddress {
  constructor(
    private readonly settings: ConfigurationReader,
    private readonly directory: UserDirectory,
  ) {}

  async recipient(): Promise<StaffRecipient | null> {
    const configured = ((await this.settings.value('contact-email')) ?? '').trim();
    if (configured) {
      const [account] = await this.directory.search(configured, 1);
      return {
        email: configured,
        language: account && account.email === configured ? account.language : DEFAULT_LANGUAGE,
      };
    }
    const superAdmin = await this.directory.firstSuperAdmin();
    return superAdmin ? { email: superAdmin.email, language: superAdmin.language } : null;
  }
}
