import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { SeasonParamDto } from '../../../interface/http/season-fields';
import { GetPoolPageDto } from './get-pool-page.dto';
import { GetPoolPageQuery } from './get-pool-page.query';

@ApiTags('pools')
@Roles(...ADMIN_ONLY)
@Controller('admin/pool')
export class GetPoolPageController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get('seasons/:no')
  async page(@Param() { no }: SeasonParamDto, @Query() dto: GetPoolPageDto) {
    return {
      data: await this.queries.execute(
        new GetPoolPageQuery(no, dto.pool, dto.page ?? 1, dto.perPage ?? 10, dto.search ?? ''),
      ),
    };
  }
}
