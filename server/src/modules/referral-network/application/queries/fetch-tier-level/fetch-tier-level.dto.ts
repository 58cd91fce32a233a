import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { WholeNumberText } from '../../../interface/http/paging';

/** Checked as a whole by checkTierQuery (the messages depend on several fields together). */
export class FetchTierLevelDto {
  @ApiProperty({ minimum: 1 }) @WholeNumberText() @Allow() index?: unknown;
  @ApiProperty({ required: false, example: '2024-01-31' }) @Allow() start?: unknown;
  @ApiProperty({ required: false, example: '2024-02-29' }) @Allow() end?: unknown;
  @ApiProperty({ required: false, minimum: 1 }) @WholeNumberText() @Allow() page?: unknown;
  @ApiProperty({ required: false, minimum: 1 }) @WholeNumberText() @Allow() per_page?: unknown;
}
