import { rule } from '../../../../../platform';
import { Type } from 'class-transformer';
import {
  IsDate,
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
  @IsOptional() @Type(() => Date) @IsDate(rule('validation:dateInvalid', { field: 'from' })) from?: Date;
  @IsOptional() @Type(() => Date) @IsDate(rule('validation:dateInvalid', { field: 'to' })) to?: Date;
  @IsOptional() @IsString() @MaxLength(40) kind?: string;
  @IsOptional() @IsIn(LEDGER_STATUSES) status?: LedgerStatus;
  @IsOptional() @Matches(/^\d{1,18}$/) cursor?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(500) limit?: number;
}
