import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { notFound } from '../../../../../platform';
import { UserDirectory } from '../../../../identity';
import { LedgerMessages } from '../../../domain/ledger-rules';
import { agreementFacts } from '../../../infrastructure/agreement-facts.query';
import { TrxNumbers } from '../../../infrastructure/trx-numbers.repository';
import { agreementPdf } from '../../agreement-document';
import { type AgreementFile, GetAgreementQuery } from './get-agreement.query';

const noAgreement = () => notFound(LedgerMessages.agreementNotFound, 'LEDGER.AGREEMENT_NOT_FOUND');

@QueryHandler(GetAgreementQuery)
export class GetAgreementHandler implements IQueryHandler<GetAgreementQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly directory: UserDirectory,
    private readonly numbers: TrxNumbers,
  ) {}

  async execute({ id, ownerId }: GetAgreementQuery): Promise<AgreementFile> {
    const purchase = await agreementFacts(this.dataSource, id, ownerId);
    if (!purchase) throw noAgreement();
    // A purchase committed a moment ago gets its Trx# from the log within milliseconds (ADR 0013).
    const no = purchase.no ?? (await this.numbers.awaitNumber(purchase.id));
    const member = (await this.directory.summaries([purchase.member_id])).get(purchase.member_id);
    if (!no || !member) throw noAgreement();
    return agreementPdf({ ...purchase, no }, member);
  }
}
