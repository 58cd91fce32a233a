import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { CANDIDATES_PAGE_SIZE, ListParentCandidatesDto } from './list-parent-candidates.dto';
import { ListParentCandidatesQuery } from './list-parent-candidates.query';

@ApiTags('network')
@Roles(...ADMIN_ONLY)
@Controller('user/fetch-all')
export class ListParentCandidatesController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Post('exclusive-of-my-network')
  @HttpCode(200)
  async candidates(@Body() dto: ListParentCandidatesDto) {
    const query = new ListParentCandidatesQuery(
      dto.id,
      dto.search ?? '',
      dto.page ?? 1,
      dto.per_page ?? CANDIDATES_PAGE_SIZE,
    );
    return { data: await this.queries.execute(query) };
  }
}
