import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsUUID, MaxLength } from 'class-validator';
import { rule } from '../../../../../platform';

export class UpdatePasswordDto {
  @ApiProperty() @IsUUID('all', rule('validation:usersId')) id: string;

  @ApiProperty({ minLength: 8 })
  @IsString(rule('validation:string', { field: 'password' }))
  @MaxLength(1024, rule('validation:tooLong', { field: 'password' }))
  password: string;

  @ApiProperty()
  @IsString(rule('validation:string', { field: 'password confirmation' }))
  @MaxLength(1024, rule('validation:tooLong', { field: 'password confirmation' }))
  password_confirmation: string;
}
