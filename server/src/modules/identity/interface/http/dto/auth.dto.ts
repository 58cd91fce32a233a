import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { rule } from '../../../../../platform';
import { EmailField, PasswordField, RequiredText } from './rules';

export class LoginDto {
  @EmailField() email: string;
  @PasswordField() password: string;

  @ApiProperty({
    required: false,
    example: '123456',
    description: 'The emailed sign-in code, once an answer was 401 AUTH.LOGIN_CODE_REQUIRED (ADR 0016)',
  })
  @IsOptional()
  @IsString(rule('validation:otpDigits'))
  @Matches(/^\d{6}$/, rule('validation:otpDigits'))
  code?: string;
}

export class SendOtpDto {
  @EmailField() email: string;
}

export class VerifyOtpDto {
  @ApiProperty({ required: false, description: 'Omitted when a signed-in user verifies the account email' })
  @IsOptional()
  @EmailField()
  email?: string;

  @ApiProperty({ example: '123456' })
  @IsString(rule('errors:OTP.WRONG'))
  @Matches(/^\d{6}$/, rule('validation:otpDigits'))
  otp: string;
}

export class ForgotPasswordDto {
  @EmailField() email: string;
}

export class LinkDto {
  @RequiredText('id', 64) id: string;
  @ApiProperty() @IsString() @MaxLength(200) token: string;
}

export class CreateNewPasswordDto extends LinkDto {
  @PasswordField() password: string;
  @PasswordField('password confirmation') password_confirmation: string;
}

export class ChangePasswordDto {
  @ApiProperty({ required: false, description: "Ignored: it is always the caller's own password" })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  id?: string;

  @PasswordField('old password') old_password: string;
  @PasswordField() password: string;
  @PasswordField('password confirmation') password_confirmation: string;
}
