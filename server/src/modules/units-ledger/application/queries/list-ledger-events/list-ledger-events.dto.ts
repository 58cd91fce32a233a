import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

export class ListLedgerEventsDto {
  @ApiPropertyOptional({ pattern: '^[A-Za-z.]{1,100}$' })
  @IsOptional()
  @Matches(/^[A-Za-z.]{1,100}$/)
  type?: string;
  @ApiPropertyOptional({ pattern: '^\\d{1,18}$' }) @IsOptional() @Matches(/^\d{1,18}$/) cursor?: string;
}
