import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { GetPoolMapDto } from './get-pool-map.dto';
import { GetPoolMapQuery, type PoolMapKind } from './get-pool-map.query';

@ApiTags('pools')
@Roles(...ADMIN_ONLY)
@Controller('admin/pool')
export class GetPoolMapController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get('get-all-users-tree')
  users(@Query() dto: GetPoolMapDto) {
    return this.map('users', dto);
  }

  @Access.admins()
  @Get('get-all-lenders-tree')
  lenders(@Query() dto: GetPoolMapDto) {
    return this.map('lenders', dto);
  }

  @Access.admins()
  @Get('get-all-builders-tree')
  builders(@Query() dto: GetPoolMapDto) {
    return this.map('builders', dto);
  }

  private async map(kind: PoolMapKind, { season }: GetPoolMapDto) {
    return { data: await this.queries.execute(new GetPoolMapQuery(kind, season)) };
  }
}
