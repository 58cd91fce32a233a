import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { GENDERS, type Gender } from '@app/libs';
import { rule } from '../../../../../platform';
import { EmailField, RequiredText } from './rules';

const digits = Transform(({ value }) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value,
);

/** The fields a member edits on the profile, and that registration shares. */
export class ProfileDto {
  @RequiredText('first name', 100, 'Jane') fname: string;
  @RequiredText('last name', 100, 'Doe') lname: string;

  @ApiProperty({ example: '5551234567' })
  @digits
  @Matches(/^\d{4,15}$/, rule('validation:phone'))
  phone: string;

  @ApiProperty({ example: '1' })
  @digits
  @Matches(/^\d{1,4}$/, rule('validation:countryCode'))
  country_code: string;

  @ApiProperty({ enum: GENDERS })
  @IsIn(GENDERS, rule('validation:gender'))
  gender: Gender;

  @RequiredText('address', 255) address: string;

  @ApiProperty({ required: false })
  @IsOptional()
  @IsString(rule('validation:string', { field: 'address line 2' }))
  @MaxLength(255, rule('validation:maxLength', { field: 'address line 2', max: 255 }))
  address_line2?: string | null;

  @RequiredText('country', 120, 'United States') country: string;
  @RequiredText('state', 120, 'New York') state: string;
  @RequiredText('city', 120, 'New York') city: string;
}

/** POST user/update-user: the caller's own profile, or with `id` another user's (Admin, issue 11). */
export class UpdateUserDto extends ProfileDto {
  @ApiProperty({ required: false, description: "Another user's id (admins only)" })
  @IsOptional()
  @IsUUID('all', rule('validation:uuid', { field: 'id' }))
  id?: string;

  @IsOptional() @EmailField() email?: string;
}
