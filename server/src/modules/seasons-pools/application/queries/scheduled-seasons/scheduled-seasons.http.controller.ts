import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { ScheduledSeasonsQuery } from './scheduled-seasons.query';

@ApiTags('seasons')
@Roles(...ADMIN_ONLY)
@Controller('admin/season')
export class ScheduledSeasonsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get('scheduled-seasons')
  async scheduled() {
    return { data: await this.queries.execute(new ScheduledSeasonsQuery()) };
  }
}
