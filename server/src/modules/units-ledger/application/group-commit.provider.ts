import type { Provider } from '@nestjs/common';
import { LedgerWriter } from '../infrastructure/ledger-writer';
import type { NewTransfer, Written } from '../infrastructure/transfer-row';
import { GroupCommit } from './group-commit';

/** Transfers from the issuer are the bulk of the traffic: concurrent ones share one call (ADR 0009). */
export const ISSUER_TRANSFERS = Symbol('ISSUER_TRANSFERS');
export type IssuerTransfers = GroupCommit<NewTransfer, Written>;

export const issuerTransfersProvider: Provider = {
  provide: ISSUER_TRANSFERS,
  inject: [LedgerWriter],
  useFactory: (writer: LedgerWriter): IssuerTransfers =>
    new GroupCommit((transfers) => writer.issueTransfers(transfers), { maxBatch: 64, writers: 1 }),
};
