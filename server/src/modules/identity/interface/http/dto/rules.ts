import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LANGUAGES } from '@app/libs';
import { rule } from '../../../../../platform';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A required text field with the spec's style of messages, translatable (ADR 0011). */
export const RequiredText = (label: string, max = 255, example?: string) =>
  applyDecorators(
    ApiProperty({ maxLength: max, example }),
    trim,
    IsString(rule('validation:string', { field: label })),
    IsNotEmpty(rule('validation:required', { field: label })),
    MaxLength(max, rule('validation:maxLength', { field: label, max })),
  );

export const EmailField = () =>
  applyDecorators(
    ApiProperty({ example: 'jane@example.com' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsEmail({}, rule('validation:email')),
    MaxLength(254, rule('validation:maxLength', { field: 'email', max: 254 })),
  );

export const PasswordField = (label = 'password') =>
  applyDecorators(
    ApiProperty({ minLength: 8, maxLength: 128 }),
    IsString(rule('validation:string', { field: label })),
    IsNotEmpty(rule('validation:required', { field: label })),
    MaxLength(1024, rule('validation:tooLong', { field: label })),
  );

const LANGUAGE_CODES = LANGUAGES.map((language) => language.code);

/** One of the 19 language codes of the switcher. */
export const LanguageField = () =>
  IsIn(LANGUAGE_CODES, rule('validation:language', { codes: LANGUAGE_CODES.join(', ') }));
