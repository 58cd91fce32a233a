import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventConsumers, type Reaction, type StoredEvent } from '../../../../platform';
import { UserDirectory } from '../../../identity';
import { LedgerEventType, type TransferFacts } from '../../domain/ledger.events';
import { TrxNumbers } from '../../infrastructure/trx-numbers.repository';
import { AgreementMailer } from '../agreement-mailer';

/**
 * The lending agreement of a transfer whose command asked for it, mailed once the transfer is in the
 * log (ADR 0010): the transfer call itself never fails for a mail, and a retried transfer (same key)
 * is the same event, so the agreement goes out once.
 */
@Injectable()
export class AgreementEmailReaction implements Reaction, OnModuleInit {
  readonly kind = 'reaction';
  readonly name = 'ledger.agreement-email';
  readonly types = [LedgerEventType.transferred];
  readonly startFrom = 'registration';

  constructor(
    private readonly consumers: EventConsumers,
    private readonly directory: UserDirectory,
    private readonly agreements: AgreementMailer,
    private readonly numbers: TrxNumbers,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  async react(event: StoredEvent, effectId: string): Promise<void> {
    const facts = event.payload as unknown as TransferFacts;
    if (!facts.agreementTo || !facts.memberId) return;
    const member = (await this.directory.summaries([facts.memberId])).get(facts.memberId);
    if (!member || member.deleted) return;
    // The agreement names the Trx#: until the numbering projection has it, this fails and is retried.
    const no = await this.numbers.of(facts.transferId);
    if (!no) throw new Error(`Transfer ${facts.transferId} has no Trx# yet`);
    const transfer = {
      id: facts.transferId,
      no,
      units: facts.units,
      unit_value_cents: String(facts.unitValueCents),
      narration: facts.narration,
      created_at: new Date(event.occurredAt),
    };
    await this.agreements.send(transfer, member, facts.agreementTo, effectId);
  }
}
