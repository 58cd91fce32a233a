import { rule } from '../../../../../platform';
import { IsUUID } from 'class-validator';

export class DeleteTransactionDto {
  @IsUUID('all', rule('validation:ledgerTransferNotFound')) id: string;
}
