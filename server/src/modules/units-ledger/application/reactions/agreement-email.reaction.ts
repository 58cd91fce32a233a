import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventConsumers, type Reaction, type StoredEvent } from '../../../../platform';
import { UserDirectory } from '../../../identity';
import { agreementRecipient } from '../../domain/agreement-rules';
import { LedgerEventType, type TransferFacts } from '../../domain/ledger.events';
import { agreementFacts } from '../../infrastructure/agreement-facts.query';
import { AgreementMailer } from '../agreement-mailer';

/**
 * The lending agreement of every purchase, mailed once the purchase is in the log (ADR 0010, 0033):
 * a card purchase when its units are transferred, a receipt or pay-later payment when an admin's
 * approval posts it, a manual transfer (or a creation's units) when the admin asked for the email.
 * The call that moved the units never fails for a mail. The mail is keyed by the event: an event
 * handed over again (a retry, a consumer rewound) queues nothing new, and a retried command with
 * the same key is the same event.
 */
@Injectable()
export class AgreementEmailReaction implements Reaction, OnModuleInit {
  readonly kind = 'reaction';
  readonly name = 'ledger.agreement-email';
  readonly types = [LedgerEventType.transferred, LedgerEventType.posted];
  readonly startFrom = 'registration';

  constructor(
    private readonly consumers: EventConsumers,
    private readonly directory: UserDirectory,
    private readonly agreements: AgreementMailer,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  async react(event: StoredEvent, effectId: string): Promise<void> {
    const facts = event.payload as unknown as TransferFacts & { pendingId?: string; agreementTo?: string };
    if (!facts.memberId) return;
    const member = (await this.directory.summaries([facts.memberId])).get(facts.memberId);
    if (!member || member.deleted) return;
    const to = agreementRecipient(event.type, facts, member.email);
    if (!to) return;
    // The agreement is of the transaction the lists show (a posted pending transfer, by its own id),
    // read from the ledger as a download reads it, so the mail and the download say the same.
    const listed = facts.pendingId ?? facts.transferId;
    const purchase = await agreementFacts(this.dataSource, listed, facts.memberId);
    if (!purchase) throw new Error(`Purchase ${listed} is not in the ledger`);
    // The agreement names the Trx#: until the numbering projection has it, this fails and is retried.
    if (!purchase.no) throw new Error(`Transfer ${listed} has no Trx# yet`);
    await this.agreements.send({ ...purchase, no: purchase.no }, member, to, effectId);
  }
}
