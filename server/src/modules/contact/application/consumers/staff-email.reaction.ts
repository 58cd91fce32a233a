import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import {
  AppConfig,
  EventConsumers,
  Mailer,
  renderEmail,
  translate,
  type Reaction,
  type StoredEvent,
} from '../../../../platform';
import { ContactEventType } from '../../domain/contact.events';
import { StaffAddress } from '../staff-address';

/** Each contact message is emailed to the staff address once (the effect id keys the mail job). */
@Injectable()
export class StaffEmailReaction implements Reaction, OnModuleInit {
  readonly kind = 'reaction';
  readonly name = 'contact.staff-email';
  readonly types = [ContactEventType.received];
  readonly startFrom = 'registration';
  private readonly logger = new Logger(StaffEmailReaction.name);

  constructor(
    private readonly consumers: EventConsumers,
    private readonly mailer: Mailer,
    private readonly staff: StaffAddress,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  async react(event: StoredEvent, effectId: string): Promise<void> {
    const recipient = await this.staff.recipient();
    if (!recipient) {
      this.logger.warn(`No staff address for contact message ${event.aggregateId}: set 'contact-email'`);
      return;
    }
    const message = event.payload as { name: string; email: string; subject: string; message: string };
    const t = (key: string, params?: Record<string, string | number>) =>
      translate(recipient.language, `emails:contactMessage.${key}`, params);
    await this.mailer.enqueue(
      {
        to: recipient.email,
        subject: t('subject', { subject: message.subject }),
        ...renderEmail({
          language: recipient.language,
          title: t('title'),
          paragraphs: [
            t('from', { name: message.name, email: message.email }),
            t('subjectLine', { subject: message.subject }),
            message.message,
          ],
          action: { label: t('action'), url: `${this.config.PUBLIC_URL}/admin/contact-messages` },
          footer: t('footer', { email: message.email }),
        }),
      },
      effectId,
    );
  }
}
