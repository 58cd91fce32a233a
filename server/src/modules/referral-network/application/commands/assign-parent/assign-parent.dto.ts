import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { rule } from '../../../../../platform';

export class AssignParentDto {
  @ApiProperty({ description: 'The member who gets the parent' })
  @IsUUID('all', rule('validation:networkMemberRequired'))
  id: string;

  @ApiProperty({ description: 'The new parent' })
  @IsUUID('all', rule('validation:networkParentRequired'))
  parent: string;
}
