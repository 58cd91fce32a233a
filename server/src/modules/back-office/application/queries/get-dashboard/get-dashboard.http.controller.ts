import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { GetDashboardQuery } from './get-dashboard.query';

@ApiTags('back-office')
@Roles(...ADMIN_ONLY)
@Controller('admin')
export class GetDashboardController {
  constructor(private readonly queries: QueryBus) {}

  /** `{ data: DashboardData }` */
  @Access.admins()
  @Get('dashboard-data')
  async dashboard() {
    return { data: await this.queries.execute(new GetDashboardQuery(new Date())) };
  }
}
