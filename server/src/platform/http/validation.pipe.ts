import { ValidationPipe } from '@nestjs/common';
import { ValidationFailed } from '../errors/app-error';
import { validationMessages } from '../errors/validation-errors';

/** Unknown fields are refused, types are converted only where a DTO says so, and errors are a field map. */
export const appValidationPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  transformOptions: { enableImplicitConversion: false },
  validationError: { target: false, value: false },
  exceptionFactory: (errors) => new ValidationFailed(validationMessages(errors)),
});
