import { ApiProperty } from '@nestjs/swagger';
import { IsEnum, IsUUID } from 'class-validator';
import { Role } from '@app/libs';
import { rule } from '../../../../../platform';

export class ChangeRoleDto {
  @ApiProperty() @IsUUID('all', rule('validation:usersId')) id: string;

  @ApiProperty({ enum: Role })
  @IsEnum(Role, rule('validation:usersRole'))
  role: Role;
}
