import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { ListSeasonsQuery } from './list-seasons.query';

@ApiTags('seasons')
@Roles(...ADMIN_ONLY)
@Controller('admin/season')
export class ListSeasonsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get('list')
  async list() {
    return { data: await this.queries.execute(new ListSeasonsQuery()) };
  }
}
