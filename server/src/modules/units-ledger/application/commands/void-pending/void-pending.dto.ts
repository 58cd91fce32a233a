import { IsUUID } from 'class-validator';
import { LedgerMessages } from '../../../domain/ledger-rules';

export class VoidPendingDto {
  @IsUUID('all', { message: LedgerMessages.transferNotFound }) id: string;
}
