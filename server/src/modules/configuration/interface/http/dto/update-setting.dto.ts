import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsString, MaxLength } from 'class-validator';
import { SETTING_KEYS, type SettingKey } from '@app/libs';

/** Numbers are taken as typed (JSON numbers too); what a key accepts is the domain's rule. */
export class UpdateSettingDto {
  @ApiProperty({ enum: SETTING_KEYS, example: 'per-unit-price' })
  @IsIn(SETTING_KEYS, { message: `The key must be one of: ${SETTING_KEYS.join(', ')}.` })
  key: SettingKey;

  @ApiProperty({
    example: '500',
    description: 'numbers as text; show-hide-target Show|Hide; cutoff ISO or ""',
  })
  @Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value))
  @IsDefined({ message: 'The value field is required.' })
  @IsString({ message: 'The value must be a string or a number.' })
  @MaxLength(64, { message: 'The value may not be greater than 64 characters.' })
  value: string;
}
