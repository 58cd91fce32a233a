import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ValidationFailed, validationMessages, type FieldMessage } from '../../../../platform';

/**
 * The text fields of a multipart form, checked against their DTO as a JSON body is by the global
 * pipe; `more` adds the form's other problems (its files), so every field is told at once (422).
 */
export async function checkedForm<T extends object>(
  type: new () => T,
  fields: Record<string, string>,
  more: Record<string, FieldMessage[]> = {},
): Promise<T> {
  const dto = plainToInstance(type, fields);
  const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
  const messages = { ...validationMessages(errors), ...more };
  if (Object.keys(messages).length) throw new ValidationFailed(messages);
  return dto;
}
