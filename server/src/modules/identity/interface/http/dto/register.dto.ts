import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Messages, PAY_TYPES, YES_NO, type PayType, type YesNo } from '@app/libs';
import { ProfileDto } from './profile.dto';
import { EmailField, PasswordField } from './rules';

export class RegisterDto extends ProfileDto {
  @ApiProperty({ required: false, enum: ['User'] })
  @IsOptional()
  @IsIn(['User'], { message: 'Registration creates members only.' })
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
  @MaxLength(255, { message: 'The referral user may not be greater than 255 characters.' })
  referral_user?: string;

  @EmailField() email: string;

  @ApiProperty({ description: 'Proof returned by email-verified' })
  @IsString({ message: Messages.verifyEmailFirst })
  @IsNotEmpty({ message: Messages.verifyEmailFirst })
  @MaxLength(2000)
  email_proof: string;

  @PasswordField() password: string;
  @PasswordField('password confirmation') password_confirmation: string;

  @ApiProperty({ minimum: 1, example: 1 })
  @Type(() => Number)
  @IsInt({ message: 'The units must be a whole number.' })
  @Min(1, { message: 'The units must be at least 1.' })
  @Max(1_000_000, { message: 'The units may not be greater than 1000000.' })
  units_purchase_intent: number;

  @ApiProperty({ enum: YES_NO })
  @IsIn(YES_NO, { message: 'The pay now field must be Yes or No.' })
  pay_now: YesNo;

  @ApiProperty({ enum: PAY_TYPES })
  @IsIn(PAY_TYPES, { message: 'The selected pay type is invalid.' })
  pay_type: PayType;
}
