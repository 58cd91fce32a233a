import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { GENDERS, type Gender } from '@app/libs';
import { RequiredText } from './rules';

const digits = Transform(({ value }) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value,
);

/** The fields a member edits on the profile, and that registration shares. */
export class ProfileDto {
  @RequiredText('first name', 100, 'Jane') fname: string;
  @RequiredText('last name', 100, 'Doe') lname: string;

  @ApiProperty({ example: '5551234567' })
  @digits
  @Matches(/^\d{4,15}$/, { message: 'The phone must be a number of 4 to 15 digits.' })
  phone: string;

  @ApiProperty({ example: '1' })
  @digits
  @Matches(/^\d{1,4}$/, { message: 'The country code must be 1 to 4 digits.' })
  country_code: string;

  @ApiProperty({ enum: GENDERS })
  @IsIn(GENDERS, { message: 'The gender must be Male, Female or Other.' })
  gender: Gender;

  @RequiredText('address', 255) address: string;

  @ApiProperty({ required: false })
  @IsOptional()
  @IsString({ message: 'The address line 2 must be a string.' })
  @MaxLength(255, { message: 'The address line 2 may not be greater than 255 characters.' })
  address_line2?: string | null;

  @RequiredText('country', 120, 'United States') country: string;
  @RequiredText('state', 120, 'New York') state: string;
  @RequiredText('city', 120, 'New York') city: string;
}
