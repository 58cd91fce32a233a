import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { rule } from '../../../../../platform';
import { PageNumberField, WholeNumberText } from '../../../interface/http/paging';

export const CANDIDATES_PAGE_SIZE = 20;
const MAX_PER_PAGE = 100;

export class ListParentCandidatesDto {
  @ApiProperty({ description: 'The member who needs a parent' })
  @IsUUID('all', rule('validation:networkMemberRequired'))
  id: string;

  @ApiProperty({ required: false })
  @IsOptional()
  @IsString(rule('validation:networkSearch'))
  @MaxLength(100, rule('validation:networkSearch'))
  search?: string;

  @PageNumberField()
  page?: number;

  @ApiProperty({ required: false, minimum: 1, maximum: MAX_PER_PAGE, default: CANDIDATES_PAGE_SIZE })
  @IsOptional()
  @WholeNumberText()
  @IsInt(rule('validation:networkPage'))
  @Min(1, rule('validation:networkPage'))
  @Max(MAX_PER_PAGE, rule('validation:networkPage'))
  per_page?: number;
}
