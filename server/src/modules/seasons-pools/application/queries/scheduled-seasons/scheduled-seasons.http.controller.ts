import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ADMIN_ONLY, Roles } from '../../../../../platform';
import { ScheduledSeasonsQuery } from './scheduled-seasons.query';

@ApiTags('seasons')
@Roles(...ADMIN_ONLY)
@Controller('admin/season')
export class ScheduledSeasonsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('scheduled-seasons')
  async scheduled() {
    return { data: await this.queries.execute(new ScheduledSeasonsQuery()) };
  }
}
