import { Query } from '@nestjs/cqrs';

export interface AgreementFile {
  fileName: string;
  pdf: Buffer;
}

/**
 * The lending agreement of purchase `id` (a listed transaction) as a PDF, made from the ledger's
 * facts; `ownerId` limits it to that member's own purchases (null: an admin's, any member's).
 * 404 LEDGER.AGREEMENT_NOT_FOUND for anything else (ADR 0033).
 */
export class GetAgreementQuery extends Query<AgreementFile> {
  constructor(
    readonly id: string,
    readonly ownerId: string | null,
  ) {
    super();
  }
}
