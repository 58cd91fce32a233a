import { DateField, rule } from '../../../../../platform';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { LEDGER_STATUSES, type LedgerStatus } from '@app/libs';

/** Filters of the audit list and of its CSV export. */
export class AuditFilterDto {
  @IsOptional() @IsUUID('all', rule('validation:ledgerMemberId')) member?: string;
  @IsOptional() @DateField('from') from?: Date;
  @IsOptional() @DateField('to') to?: Date;
  @IsOptional() @IsString() @MaxLength(40) kind?: string;
  @IsOptional() @IsIn(LEDGER_STATUSES) status?: LedgerStatus;
  @IsOptional() @Matches(/^\d{1,18}$/) cursor?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(500) limit?: number;
}
