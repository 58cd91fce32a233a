import { IsUUID } from 'class-validator';
import { LedgerMessages } from '../../../domain/ledger-rules';
import { UnitCount } from '../../../interface/http/unit-count.validators';

export class ApprovePendingDto {
  @IsUUID('all', { message: LedgerMessages.transferNotFound }) id: string;
  /** The units to post; the admin may change the pending amount. */
  @UnitCount() units: number;
}
