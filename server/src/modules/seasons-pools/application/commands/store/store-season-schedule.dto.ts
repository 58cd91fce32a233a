import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { rule } from '../../../../../platform';
import { isCalendarDate } from '../../../domain/operator-day';

const blank = (value: unknown) => value === undefined || value === null || value === '';

export class StoreSeasonScheduleDto {
  @ApiProperty({
    description:
      "Lock Current Season at: 'YYYY-MM-DD', today or later; the season locks at the start of that day in the operator's time zone",
    example: '2026-12-31',
  })
  @ValidateBy(
    { name: 'seasonDateRequired', validator: { validate: (v) => !blank(v) } },
    rule('validation:seasonDateRequired'),
  )
  @ValidateBy(
    { name: 'seasonDate', validator: { validate: (v) => blank(v) || isCalendarDate(v) } },
    rule('validation:seasonDate'),
  )
  date: string;

  /** Sent by the spec's form; seasons are named by number ('Season N'), so it is checked and not kept. */
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString(rule('validation:seasonName'))
  @MaxLength(100, rule('validation:seasonName'))
  name?: string;
}
