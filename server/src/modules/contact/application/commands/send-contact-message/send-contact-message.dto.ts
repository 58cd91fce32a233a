import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CONTACT_LIMITS } from '@app/libs';
import { rule } from '../../../../../platform';
import { EmailField } from '../../../../identity';

/** A required text: trimmed (line ends as \n for the message), not empty, bounded. */
const ContactText = (field: string, max: number, example: string) =>
  applyDecorators(
    ApiProperty({ maxLength: max, example }),
    Transform(({ value }) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value)),
    IsString(rule('validation:string', { field })),
    IsNotEmpty(rule('validation:required', { field })),
    MaxLength(max, rule('validation:maxLength', { field, max })),
  );

/** POST contact-us (the spec's contact message). */
export class SendContactMessageDto {
  @ContactText('name', CONTACT_LIMITS.name, 'Jane Doe')
  name: string;

  @EmailField()
  email: string;

  @ContactText('subject', CONTACT_LIMITS.subject, 'Sponsoring the show')
  subject: string;

  @ContactText('message', CONTACT_LIMITS.message, 'I would like to know more about lending units.')
  message: string;
}
