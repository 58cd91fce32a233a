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

export class AuditQueryDto {
  @IsOptional() @IsUUID('all', { message: 'The member must be a user id.' }) member?: string;
  @IsOptional() @Type(() => Date) @IsDate({ message: 'The from date is invalid.' }) from?: Date;
  @IsOptional() @Type(() => Date) @IsDate({ message: 'The to date is invalid.' }) to?: Date;
  @IsOptional() @IsString() @MaxLength(40) kind?: string;
  @IsOptional() @IsIn(['pending', 'posted', 'voided', 'reversed']) status?:
    'pending' | 'posted' | 'voided' | 'reversed';
  @IsOptional() @Matches(/^\d{1,18}$/) cursor?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(500) limit?: number;
}

export class StatementQueryDto {
  @IsUUID('all', { message: 'Please select a member.' }) member: string;
  @IsOptional() @Type(() => Date) @IsDate({ message: 'The from date is invalid.' }) from?: Date;
  @IsOptional() @Type(() => Date) @IsDate({ message: 'The to date is invalid.' }) to?: Date;
}

export class EventsQueryDto {
  @IsOptional() @Matches(/^[A-Za-z.]{1,100}$/) type?: string;
  @IsOptional() @Matches(/^\d{1,18}$/) cursor?: string;
}
