import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  AppConfig,
  EventConsumers,
  Mailer,
  renderEmail,
  translate,
  type Reaction,
  type StoredEvent,
} from '../../../../platform';
import { UserDirectory } from '../../../identity';
import { ReceiptEventType } from '../../domain/receipts.events';

/** The member is told of the decision on their receipt, in their language, once per decision. */
@Injectable()
export class DecisionEmailReaction implements Reaction, OnModuleInit {
  readonly kind = 'reaction';
  readonly name = 'receipts.decision-email';
  readonly types = [ReceiptEventType.approved, ReceiptEventType.rejected];
  readonly startFrom = 'registration';

  constructor(
    private readonly consumers: EventConsumers,
    private readonly mailer: Mailer,
    private readonly directory: UserDirectory,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  async react(event: StoredEvent, effectId: string): Promise<void> {
    const payload = event.payload as { memberId: string; unitsApproved?: number; reason?: string };
    const member = (await this.directory.summaries([payload.memberId])).get(payload.memberId);
    if (!member || member.deleted) return;
    const approved = event.type === ReceiptEventType.approved;
    const language = member.language;
    const t = (key: string, params?: Record<string, string | number>) =>
      translate(language, `emails:${approved ? 'receiptApproved' : 'receiptRejected'}.${key}`, params);
    await this.mailer.enqueue(
      {
        to: member.email,
        subject: t('subject'),
        ...renderEmail({
          language,
          title: t('title', { name: member.fullName }),
          paragraphs: approved
            ? [t('body', { units: payload.unitsApproved ?? 0 })]
            : [t('body'), t('reason', { reason: payload.reason ?? '' })],
          action: { label: t('action'), url: `${this.config.PUBLIC_URL}/transactions` },
          footer: t('footer'),
        }),
      },
      effectId,
    );
  }
}
