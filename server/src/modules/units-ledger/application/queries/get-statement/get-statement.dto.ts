import { Type } from 'class-transformer';
import { IsDate, IsOptional, IsUUID } from 'class-validator';

export class GetStatementDto {
  @IsUUID('all', { message: 'Please select a member.' }) member: string;
  @IsOptional() @Type(() => Date) @IsDate({ message: 'The from date is invalid.' }) from?: Date;
  @IsOptional() @Type(() => Date) @IsDate({ message: 'The to date is invalid.' }) to?: Date;
}
