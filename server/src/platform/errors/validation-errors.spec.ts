import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { IsInt, IsString, MinLength, ValidateNested, ValidationError, validateSync } from 'class-validator';
import { rule } from '../i18n/validation-rule';
import { flattenValidationErrors, validationMessages } from './validation-errors';

class Address {
  @IsString({ message: 'The city must be a string.' }) city: string;
}
class Person {
  @IsString({ message: 'The name must be a string.' })
  @MinLength(2, { message: 'The name is too short.' })
  name: string;

  @IsInt({ message: 'The age must be a whole number.' }) age: number;

  @ValidateNested() @Type(() => Address) address: Address;
}

const errorsOf = (plain: object) =>
  validateSync(plainToInstance(Person, plain), { whitelist: true, forbidNonWhitelisted: true });

describe('flattenValidationErrors', () => {
  it('gives nothing for no errors', () => {
    expect(flattenValidationErrors([])).toEqual({});
    expect(flattenValidationErrors(errorsOf({ name: 'Jo', age: 3, address: { city: 'X' } }))).toEqual({});
  });

  it('maps each field to all its messages', () => {
    const fields = flattenValidationErrors(errorsOf({ name: 5, age: 'x', address: { city: 'X' } }));
    expect(fields).toEqual({
      name: expect.arrayContaining(['The name must be a string.', 'The name is too short.']),
      age: ['The age must be a whole number.'],
    });
    expect(fields.name).toHaveLength(2);
  });

  it('dots the path of nested fields', () => {
    expect(flattenValidationErrors(errorsOf({ name: 'Jo', age: 1, address: { city: 9 } }))).toEqual({
      'address.city': ['The city must be a string.'],
    });
  });

  it("words an unknown field in the spec's style", () => {
    expect(
      flattenValidationErrors(errorsOf({ name: 'Jo', age: 1, address: { city: 'X', zip: 1 }, admin: true })),
    ).toEqual({
      admin: ['The admin field is not allowed.'],
      'address.zip': ['The address.zip field is not allowed.'],
    });
  });

  it('keeps a parent prefix given by the caller', () => {
    const error = Object.assign(new ValidationError(), {
      property: 'x',
      constraints: { isString: 'bad' },
      children: [],
    });
    expect(flattenValidationErrors([error], 'root')).toEqual({ 'root.x': ['bad'] });
  });
});

describe('validationMessages', () => {
  class Named {
    @IsString(rule('validation:string', { field: 'first name' })) fname: string;
  }

  it('keeps the translation key of a rule declared with rule(), with its English as the fallback', () => {
    const errors = validateSync(plainToInstance(Named, { fname: 3 }));
    expect(validationMessages(errors)).toEqual({
      fname: [
        {
          key: 'validation:string',
          params: { field: 'first name' },
          fallback: 'The first name must be a string.',
        },
      ],
    });
    expect(flattenValidationErrors(errors)).toEqual({ fname: ['The first name must be a string.'] });
  });

  it('makes an unknown field translatable too', () => {
    const errors = errorsOf({ name: 'Jo', age: 1, address: { city: 'X' }, admin: true });
    expect(validationMessages(errors).admin).toEqual([
      {
        key: 'validation:notAllowed',
        params: { path: 'admin' },
        fallback: 'The admin field is not allowed.',
      },
    ]);
  });
});
