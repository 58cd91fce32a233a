import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DateField, rule } from '../../../../../platform';
import { IsOptional, IsUUID } from 'class-validator';

export class GetStatementDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', rule('validation:ledgerSelectMember')) member: string;
  @ApiPropertyOptional({ type: String, format: 'date' }) @IsOptional() @DateField('from') from?: Date;
  @ApiPropertyOptional({ type: String, format: 'date' }) @IsOptional() @DateField('to') to?: Date;
}
