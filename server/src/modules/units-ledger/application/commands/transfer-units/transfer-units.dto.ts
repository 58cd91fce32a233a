import { rule } from '../../../../../platform';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import {
  IDEMPOTENCY_KEY_PATTERN,
  PAY_TYPES,
  YES_NO,
  canonicalPayType,
  type PayType,
  type YesNo,
} from '@app/libs';
import { UnitCount } from '../../../interface/http/unit-count.validators';

export class TransferUnitsDto {
  @ApiProperty({ description: 'Recipient user id' })
  @IsUUID('all', rule('validation:ledgerSelectUser'))
  user: string;

  @ApiProperty({ minimum: 1 }) @UnitCount() units: number;

  @ApiProperty()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString(rule('validation:ledgerNarrationRequired'))
  @IsNotEmpty(rule('validation:ledgerNarrationRequired'))
  @MaxLength(500, rule('validation:maxLength', { field: 'narration', max: 500 }))
  narration: string;

  @ApiProperty({ enum: PAY_TYPES, description: "'Debit/Credit Card', 'Wire', 'ACH (USA only)' are aliases" })
  // The spec's other spellings are stored as the canonical pay type (ADR 0031).
  @Transform(({ value }) => canonicalPayType(value) ?? value)
  @IsIn(PAY_TYPES, rule('validation:ledgerPaymentMethod'))
  pay_type: PayType;

  @ApiProperty({ enum: YES_NO })
  @IsIn(YES_NO, rule('validation:ledgerSendEmail'))
  send_email: YesNo;

  @ApiProperty({ required: false }) @IsOptional() @IsEmail() @MaxLength(254) email?: string;

  @ApiProperty({ required: false, deprecated: true, description: 'Use the Idempotency-Key header' })
  @IsOptional()
  @Matches(IDEMPOTENCY_KEY_PATTERN, rule('validation:ledgerIdempotencyKey'))
  idempotency_key?: string;
}
