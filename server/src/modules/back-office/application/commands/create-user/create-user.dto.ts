import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEnum,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { PAY_TYPES, Role, YES_NO, canonicalPayType, type PayType, type YesNo } from '@app/libs';
import { rule } from '../../../../../platform';
import { EmailField, PasswordField, ProfileDto } from '../../../../identity';
import { UnitCount } from '../../../../units-ledger';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** The units section is a member's: staff never receive units (ADR 0025). */
const forMembers = ValidateIf((dto: CreateUserDto) => (dto.role ?? Role.User) === Role.User);

/** POST create: the profile's fields and rules, the account's, and the units section (multipart). */
export class CreateUserDto extends ProfileDto {
  @ApiPropertyOptional({ enum: Role, default: Role.User })
  @IsOptional()
  @IsEnum(Role, rule('validation:usersRole'))
  role?: Role;

  @EmailField() email: string;

  @ApiPropertyOptional({ description: 'The parent tier: an existing user id' })
  @IsOptional()
  @IsUUID('all', rule('validation:usersReferral'))
  referral?: string;

  @ApiPropertyOptional({ description: 'The city was typed, not chosen from the list (a form flag)' })
  @IsOptional()
  @IsIn(['true', 'false', '1', '0'], rule('validation:usersManualCity'))
  manual_city?: string;

  @PasswordField() password: string;
  @PasswordField('password confirmation') password_confirmation: string;

  @ApiPropertyOptional({ enum: YES_NO, default: 'No' })
  @IsOptional()
  @IsIn(YES_NO, rule('validation:payNow'))
  pay_now?: YesNo;

  @ApiProperty({ enum: PAY_TYPES, description: "'Wire', 'ACH (USA only)', 'Debit/Credit Card' are aliases" })
  // The spec's other spellings are stored as the canonical pay type (ADR 0031).
  @Transform(({ value }) => canonicalPayType(value) ?? value)
  @forMembers
  @IsIn(PAY_TYPES, rule('validation:usersPayType'))
  pay_type?: PayType;

  @ApiProperty({ minimum: 1 }) @forMembers @UnitCount() unit_purchase_intent?: number;

  @ApiProperty({ description: 'Description/ Reason of unit transfer' })
  @forMembers
  @trim
  @IsString(rule('validation:usersNarration'))
  @IsNotEmpty(rule('validation:usersNarration'))
  @MaxLength(500, rule('validation:maxLength', { field: 'narration', max: 500 }))
  narration?: string;

  @ApiProperty({ enum: YES_NO })
  @forMembers
  @IsIn(YES_NO, rule('validation:usersSendEmail'))
  send_email?: YesNo;
}

/** The form's text fields (anything else is refused as not allowed). */
export const CREATE_USER_FIELDS = [
  'role',
  'fname',
  'lname',
  'email',
  'country_code',
  'phone',
  'gender',
  'referral',
  'address',
  'address_line2',
  'country',
  'state',
  'city',
  'manual_city',
  'password',
  'password_confirmation',
  'pay_now',
  'pay_type',
  'unit_purchase_intent',
  'narration',
  'send_email',
];
