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
import { ReceiptsRepository } from '../../infrastructure/receipts.repository';

/**
 * The member is told of the decision on their receipt, in their language, once per decision event:
 * the receipts calls and the transaction list (through the ledger consumer) record the same event.
 */
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
    private readonly receipts: ReceiptsRepository,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  async react(event: StoredEvent, effectId: string): Promise<void> {
    const payload = event.payload as { memberId: string; unitsApproved?: number; reason?: string | null };
    const member = (await this.directory.summaries([payload.memberId])).get(payload.memberId);
    if (!member || member.deleted) return;
    const approved = event.type === ReceiptEventType.approved;
    // A rejection seen on the ledger first carries no reason; the receipts call that made it (if any)
    // records its reason on the receipt right after, so it is read from there when the mail is sent.
    const reason = approved
      ? null
      : (payload.reason ?? (await this.receipts.byId(event.aggregateId))?.reject_reason);
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
            : [t('body'), ...(reason ? [t('reason', { reason })] : [])],
          action: { label: t('action'), url: `${this.config.PUBLIC_URL}/transactions` },
          footer: t('footer'),
        }),
      },
      effectId,
    );
  }
}
