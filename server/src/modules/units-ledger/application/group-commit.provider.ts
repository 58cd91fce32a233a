import type { Provider } from '@nestjs/common';
import type { LedgerRefusal } from '../domain/transfer';
import { LedgerWriter } from '../infrastructure/ledger-writer';
import type { LedgerWrite, Written } from '../infrastructure/transfer-row';
import { GroupCommit } from './group-commit';

/**
 * Every ledger command goes through one batch writer per process (ADR 0009, 0013): commands that
 * arrive while a batch is written share the next one, so they share one hold of the Trx# counter
 * and one commit. At most 48 per batch: each non-transfer command is a subtransaction, and
 * PostgreSQL tracks up to 64 of them per transaction cheaply.
 */
export const LEDGER_COMMANDS = Symbol('LEDGER_COMMANDS');
export type LedgerCommands = GroupCommit<LedgerWrite, Written | LedgerRefusal>;

export const ledgerCommandsProvider: Provider = {
  provide: LEDGER_COMMANDS,
  inject: [LedgerWriter],
  useFactory: (writer: LedgerWriter): LedgerCommands =>
    new GroupCommit((commands) => writer.write(commands), { maxBatch: 48, writers: 1 }),
};
