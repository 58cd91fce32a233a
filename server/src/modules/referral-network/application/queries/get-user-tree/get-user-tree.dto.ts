import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { rule } from '../../../../../platform';
import { WholeNumberText } from '../../../interface/http/paging';

export class GetUserTreeDto {
  @ApiProperty({ required: false, description: 'A member of the downline whose referrals to list' })
  @IsOptional()
  @IsUUID('all', rule('validation:networkMemberRequired'))
  parent?: string;

  @ApiProperty({ required: false, minimum: 1 })
  @IsOptional()
  @WholeNumberText()
  @IsInt(rule('validation:networkPage'))
  @Min(1, rule('validation:networkPage'))
  @Max(1_000_000, rule('validation:networkPage'))
  page?: number;
}

export class GetAdminUserTreeDto extends GetUserTreeDto {
  @ApiProperty({ description: 'The user whose tree it is' })
  @IsUUID('all', rule('validation:networkMemberRequired'))
  id: string;
}
