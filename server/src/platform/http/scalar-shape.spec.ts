import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { shapedScalarField } from './scalar-shape';

class Address {
  @IsString() city: string;
}

class Form {
  @Type(() => Number) @IsInt() units: number;
  @IsOptional() @IsIn(['Yes', 'No']) send_email?: string;
  @IsOptional() @IsString({ each: true }) tags?: string[];
  @IsOptional() @ValidateNested() @Type(() => Address) address?: Address;
  @IsOptional() @Type(() => Number) @IsIn([10, 50]) per_page?: number;
}

describe('shapedScalarField', () => {
  it.each([
    ['an object with its own toString', { units: { toString: 'x' } }, 'units'],
    ['a list of one number', { units: [5] }, 'units'],
    ['an object for a number only its choices check', { units: 5, per_page: { toString: 'x' } }, 'per_page'],
  ])('names the field given %s', (_what, body, field) => {
    expect(shapedScalarField(Form, body)).toBe(field);
  });

  it.each([
    ['single values', { units: 5, send_email: 'No' }],
    ['a list where each value is checked', { units: 5, tags: ['a', 'b'] }],
    ['a nested form', { units: 5, address: { city: 'Oslo' } }],
    ['null, which the checks refuse in their own words', { units: null }],
    ['an object for a choice or a text, which their own checks refuse', { units: 1, send_email: {} }],
  ])('lets %s through', (_what, body) => {
    expect(shapedScalarField(Form, body)).toBeNull();
  });

  it('looks only at forms: a route parameter or a list body is left to its own checks', () => {
    expect(shapedScalarField(String, { units: {} })).toBeNull();
    expect(shapedScalarField(undefined, { units: {} })).toBeNull();
    expect(shapedScalarField(Form, [{ units: {} }])).toBeNull();
  });
});
