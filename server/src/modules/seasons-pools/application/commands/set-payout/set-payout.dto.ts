import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { SeasonNumber } from '../../../interface/http/season-fields';

/** POST admin/pool/payout {season, amount: '1234.56'} */
export class SetPayoutDto {
  @SeasonNumber() season!: number;

  /** Dollars, positive, at most two decimals: checked by payoutCentsOf (POOL.AMOUNT_INVALID). */
  @ApiProperty({ example: '1234.56', type: String })
  @Allow()
  amount?: unknown;
}
