import { ApiPropertyOptional } from '@nestjs/swagger';
import { DateField, rule } from '../../../../../platform';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { LEDGER_STATUSES, type LedgerStatus } from '@app/libs';

/** Filters of the audit list and of its CSV export. */
export class AuditFilterDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', rule('validation:ledgerMemberId'))
  member?: string;
  @ApiPropertyOptional({ type: String, format: 'date' }) @IsOptional() @DateField('from') from?: Date;
  @ApiPropertyOptional({ type: String, format: 'date' }) @IsOptional() @DateField('to') to?: Date;
  @ApiPropertyOptional({ maxLength: 40 }) @IsOptional() @IsString() @MaxLength(40) kind?: string;
  @ApiPropertyOptional({ enum: LEDGER_STATUSES }) @IsOptional() @IsIn(LEDGER_STATUSES) status?: LedgerStatus;
  @ApiPropertyOptional({ pattern: '^\\d{1,18}$' }) @IsOptional() @Matches(/^\d{1,18}$/) cursor?: string;
  @ApiPropertyOptional({ minimum: 1, maximum: 500 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(500)
  limit?: number;
}
