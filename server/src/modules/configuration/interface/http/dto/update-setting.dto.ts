import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsString, MaxLength } from 'class-validator';
import {
  PAYMENT_INSTRUCTION_KEY_ALIASES,
  PAYMENT_INSTRUCTIONS_MAX_LENGTH,
  SETTING_KEYS,
  type SettingKey,
} from '@app/libs';
import { rule } from '../../../../../platform';

/** Numbers are taken as typed (JSON numbers too); what a key accepts is the domain's rule. */
/** An old client's key of a pay type's other spelling names the canonical key (ADR 0031). */
const canonicalKey = (value: unknown): unknown =>
  typeof value === 'string' && Object.hasOwn(PAYMENT_INSTRUCTION_KEY_ALIASES, value)
    ? PAYMENT_INSTRUCTION_KEY_ALIASES[value as keyof typeof PAYMENT_INSTRUCTION_KEY_ALIASES]
    : value;

export class UpdateSettingDto {
  @ApiProperty({
    enum: SETTING_KEYS,
    example: 'per-unit-price',
    description: "'payment-instructions-wire' and 'payment-instructions-ach-usa-only' are aliases",
  })
  @Transform(({ value }) => canonicalKey(value))
  @IsIn(SETTING_KEYS, rule('validation:settingKey', { keys: SETTING_KEYS.join(', ') }))
  key: SettingKey;

  @ApiProperty({
    example: '500',
    description: 'numbers as text; show-hide-target Show|Hide; cutoff ISO or ""; payment-instructions-* text',
  })
  @Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value))
  @IsDefined(rule('validation:required', { field: 'value' }))
  @IsString(rule('validation:settingValue'))
  // Numbers and dates are bounded by their own rules; this bounds the payment instructions' text.
  @MaxLength(
    PAYMENT_INSTRUCTIONS_MAX_LENGTH,
    rule('validation:maxLength', { field: 'value', max: PAYMENT_INSTRUCTIONS_MAX_LENGTH }),
  )
  value: string;
}
