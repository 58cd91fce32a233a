import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig, EventConsumers, Mailer, StoredEvent } from '../../../../platform';
import { referralLink } from '../../domain/referral-link';
import { UserRecord } from '../../infrastructure/user.orm-entity';
import { welcomeEmail } from '../identity-emails';

/** After registration, in a worker: a welcome email with the member's own referral link. */
@Injectable()
export class WelcomeEmailConsumer implements OnModuleInit {
  readonly name = 'identity.welcome-email';
  readonly types = ['identity.UserRegistered'];

  constructor(
    private readonly consumers: EventConsumers,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  async handle(event: StoredEvent, manager: EntityManager): Promise<void> {
    const user = await manager.getRepository(UserRecord).findOne({ where: { id: event.aggregateId } });
    if (!user || user.deletedAt) return;
    const link = referralLink(this.config.PUBLIC_URL, user.id, user.referralToken);
    await this.mailer.enqueue(
      welcomeEmail(user.email, user.fname, link, user.language),
      `welcome-${event.id}`,
    );
  }
}
