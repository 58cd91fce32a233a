import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  LANGUAGES,
  PAY_TYPES,
  YES_NO,
  canonicalPayType,
  type LanguageCode,
  type PayType,
  type YesNo,
} from '@app/libs';
import { rule } from '../../../../../platform';
import { ProfileDto } from './profile.dto';
import { EmailField, LanguageField, PasswordField } from './rules';

export class RegisterDto extends ProfileDto {
  @ApiProperty({ required: false, enum: ['User'] })
  @IsOptional()
  @IsIn(['User'], rule('validation:membersOnly'))
  role?: 'User';

  @ApiProperty({ required: false, description: 'Referrer id from a referral link' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  referral?: string;

  @ApiProperty({ required: false, description: 'Referrer token from a referral link' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  referral_token?: string;

  @ApiProperty({ required: false, description: 'Who referred you, as free text' })
  @IsOptional()
  @IsString()
  @MaxLength(255, rule('validation:maxLength', { field: 'referral user', max: 255 }))
  referral_user?: string;

  @EmailField() email: string;

  @ApiProperty({ description: 'Proof returned by email-verified' })
  @IsString(rule('errors:REGISTRATION.VERIFY_EMAIL_FIRST'))
  @IsNotEmpty(rule('errors:REGISTRATION.VERIFY_EMAIL_FIRST'))
  @MaxLength(2000)
  email_proof: string;

  @PasswordField() password: string;
  @PasswordField('password confirmation') password_confirmation: string;

  @ApiProperty({ minimum: 1, example: 1 })
  @Type(() => Number)
  @IsInt(rule('validation:unitsWhole'))
  @Min(1, rule('validation:unitsMin', { min: 1 }))
  @Max(1_000_000, rule('validation:unitsMax', { max: 1_000_000 }))
  units_purchase_intent: number;

  @ApiProperty({ enum: YES_NO })
  @IsIn(YES_NO, rule('validation:payNow'))
  pay_now: YesNo;

  @ApiProperty({
    required: false,
    enum: LANGUAGES.map((l) => l.code),
    description: "The person's language; the request's Accept-Language when omitted",
  })
  @IsOptional()
  @LanguageField()
  language?: LanguageCode;

  @ApiProperty({ enum: PAY_TYPES, description: "'Wire', 'ACH (USA only)', 'Debit/Credit Card' are aliases" })
  // The spec's other spellings are stored as the canonical pay type (ADR 0031).
  @Transform(({ value }) => canonicalPayType(value) ?? value)
  @IsIn(PAY_TYPES, rule('validation:payType'))
  pay_type: PayType;
}
