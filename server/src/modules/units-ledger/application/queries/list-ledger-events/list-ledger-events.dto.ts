import { IsOptional, Matches } from 'class-validator';

export class ListLedgerEventsDto {
  @IsOptional() @Matches(/^[A-Za-z.]{1,100}$/) type?: string;
  @IsOptional() @Matches(/^\d{1,18}$/) cursor?: string;
}
