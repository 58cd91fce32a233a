import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsUUID } from 'class-validator';
import { rule } from '../../../../../platform';

export class DeleteUserDto {
  @ApiProperty() @IsUUID('all', rule('validation:usersId')) id: string;

  @ApiProperty({ nullable: true, description: "The children's new parent; null: they become top-level" })
  @Transform(({ value }) => (value === '' ? null : value))
  @IsOptional()
  @IsUUID('all', rule('validation:usersParent'))
  parent?: string | null;
}
