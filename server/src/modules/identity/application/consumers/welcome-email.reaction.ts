import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig, EventConsumers, Mailer, Reaction, StoredEvent } from '../../../../platform';
import { IdentityEventType } from '../../domain/identity.events';
import { referralLink } from '../../domain/referral-link';
import { UserRecord } from '../../infrastructure/user.orm-entity';
import { welcomeEmail } from '../identity-emails';

/** After registration: a welcome email with the member's own referral link, queued once per event. */
@Injectable()
export class WelcomeEmailReaction implements Reaction, OnModuleInit {
  readonly kind = 'reaction';
  readonly name = 'identity.welcome-email';
  readonly types = [IdentityEventType.userRegistered];
  readonly startFrom = 'registration';

  constructor(
    private readonly consumers: EventConsumers,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  async react(event: StoredEvent, effectId: string): Promise<void> {
    const user = await this.dataSource
      .getRepository(UserRecord)
      .findOne({ where: { id: event.aggregateId } });
    if (!user || user.deletedAt) return;
    const link = referralLink(this.config.PUBLIC_URL, user.id, user.referralToken);
    await this.mailer.enqueue(welcomeEmail(user.email, user.fname, link, user.language), effectId);
  }
}
