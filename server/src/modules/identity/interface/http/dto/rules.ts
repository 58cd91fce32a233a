import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A required text field with the spec's style of messages. */
export const RequiredText = (label: string, max = 255, example?: string) =>
  applyDecorators(
    ApiProperty({ maxLength: max, example }),
    trim,
    IsString({ message: `The ${label} must be a string.` }),
    IsNotEmpty({ message: `The ${label} field is required.` }),
    MaxLength(max, { message: `The ${label} may not be greater than ${max} characters.` }),
  );

export const EmailField = () =>
  applyDecorators(
    ApiProperty({ example: 'jane@example.com' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsEmail({}, { message: 'The email must be a valid email address.' }),
    MaxLength(254, { message: 'The email may not be greater than 254 characters.' }),
  );

export const PasswordField = (label = 'password') =>
  applyDecorators(
    ApiProperty({ minLength: 8, maxLength: 128 }),
    IsString({ message: `The ${label} must be a string.` }),
    IsNotEmpty({ message: `The ${label} field is required.` }),
    MaxLength(1024, { message: `The ${label} is too long.` }),
  );
