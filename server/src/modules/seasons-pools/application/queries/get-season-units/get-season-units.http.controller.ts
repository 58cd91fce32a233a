import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { SeasonPageDto } from '../../../interface/http/season-fields';
import { GetSeasonUnitsQuery } from './get-season-units.query';

@ApiTags('seasons')
@Roles(...ADMIN_ONLY)
@Controller('admin/season')
export class GetSeasonUnitsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get('units-season-vise')
  async unitsSeasonVise(@Query() dto: SeasonPageDto) {
    return {
      data: await this.queries.execute(
        new GetSeasonUnitsQuery(dto.page ?? 1, dto.perPage ?? 10, dto.search ?? ''),
      ),
    };
  }
}
