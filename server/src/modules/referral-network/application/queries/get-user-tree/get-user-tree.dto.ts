import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { rule } from '../../../../../platform';
import { PageNumberField } from '../../../interface/http/paging';

export class GetUserTreeDto {
  @ApiProperty({ required: false, description: 'A member of the downline whose referrals to list' })
  @IsOptional()
  @IsUUID('all', rule('validation:networkMemberRequired'))
  parent?: string;

  @PageNumberField()
  page?: number;
}

export class GetAdminUserTreeDto extends GetUserTreeDto {
  @ApiProperty({ description: 'The user whose tree it is' })
  @IsUUID('all', rule('validation:networkMemberRequired'))
  id: string;
}
