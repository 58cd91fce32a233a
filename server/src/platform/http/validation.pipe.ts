import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { ValidationFailed } from '../errors/app-error';
import { validationMessages } from '../errors/validation-errors';
import { localText } from '../i18n/validation-rule';
import { shapedScalarField } from './scalar-shape';
import { unsafeTextPath } from './unsafe-text';

const CHECKED = new Set<ArgumentMetadata['type']>(['body', 'query', 'param']);

/**
 * Unknown fields are refused, types are converted only where a DTO says so, and errors are a field
 * map. Before any DTO sees them, every string the client sent (body, query, route parameters) is
 * checked for text no field can hold (NUL, lone surrogates), so no route can pass it on to a
 * validator or the database and fail with a 500 (ADR 0017); and a field the DTO checks as one value
 * (a number, a date or a boolean) that came as an object or a list is refused before conversion.
 */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (CHECKED.has(metadata.type)) {
      const path = unsafeTextPath(value, metadata.data ?? '');
      if (path !== null) {
        const field = path || metadata.type;
        throw ValidationFailed.field(field, localText('validation:unsafeText', { field }));
      }
      const shaped = shapedScalarField(metadata.metatype, value);
      if (shaped !== null)
        throw ValidationFailed.field(shaped, localText('validation:singleValue', { field: shaped }));
    }
    return super.transform(value, metadata);
  }
}

export const appValidationPipe = new AppValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  transformOptions: { enableImplicitConversion: false },
  validationError: { target: false, value: false },
  exceptionFactory: (errors) => new ValidationFailed(validationMessages(errors)),
});
