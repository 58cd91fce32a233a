import { rule } from '../../../../../platform';
import { Type } from 'class-transformer';
import { IsDate, IsOptional, IsUUID } from 'class-validator';

export class GetStatementDto {
  @IsUUID('all', rule('validation:ledgerSelectMember')) member: string;
  @IsOptional() @Type(() => Date) @IsDate(rule('validation:dateInvalid', { field: 'from' })) from?: Date;
  @IsOptional() @Type(() => Date) @IsDate(rule('validation:dateInvalid', { field: 'to' })) to?: Date;
}
