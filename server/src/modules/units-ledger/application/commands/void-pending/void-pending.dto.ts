import { rule } from '../../../../../platform';
import { IsUUID } from 'class-validator';

export class VoidPendingDto {
  @IsUUID('all', rule('validation:ledgerTransferNotFound')) id: string;
}
