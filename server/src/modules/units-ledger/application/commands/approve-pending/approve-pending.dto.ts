import { rule } from '../../../../../platform';
import { IsUUID } from 'class-validator';
import { UnitCount } from '../../../interface/http/unit-count.validators';

export class ApprovePendingDto {
  @IsUUID('all', rule('validation:ledgerTransferNotFound')) id: string;
  /** The units to post; the admin may change the pending amount. */
  @UnitCount() units: number;
}
