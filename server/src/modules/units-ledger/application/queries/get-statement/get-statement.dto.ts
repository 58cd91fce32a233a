import { DateField, rule } from '../../../../../platform';
import { IsOptional, IsUUID } from 'class-validator';

export class GetStatementDto {
  @IsUUID('all', rule('validation:ledgerSelectMember')) member: string;
  @IsOptional() @DateField('from') from?: Date;
  @IsOptional() @DateField('to') to?: Date;
}
