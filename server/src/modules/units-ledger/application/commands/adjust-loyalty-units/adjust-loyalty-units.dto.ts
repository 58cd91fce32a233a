import { IsUUID } from 'class-validator';
import { LedgerMessages } from '../../../domain/ledger-rules';
import { SignedUnitCount } from '../../../interface/http/unit-count.validators';

export class AdjustLoyaltyUnitsDto {
  @IsUUID('all', { message: LedgerMessages.memberNotFound }) id: string;
  /** Positive adds free units, negative deducts them. */
  @SignedUnitCount() units: number;
}
