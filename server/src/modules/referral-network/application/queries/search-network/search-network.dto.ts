import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { rule } from '../../../../../platform';

export class SearchNetworkDto {
  @ApiProperty({ required: false, description: 'Part of a name or an email' })
  @IsOptional()
  @IsString(rule('validation:networkSearch'))
  @MaxLength(100, rule('validation:networkSearch'))
  q?: string;
}
