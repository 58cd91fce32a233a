import { rule } from '../../../../../platform';
import { IsUUID } from 'class-validator';
import { SignedUnitCount } from '../../../interface/http/unit-count.validators';

export class AdjustLoyaltyUnitsDto {
  @IsUUID('all', rule('validation:ledgerMemberNotFound')) id: string;
  /** Positive adds free units, negative deducts them. */
  @SignedUnitCount() units: number;
}
