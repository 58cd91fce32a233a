import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { GetAdminUserTreeDto } from './get-user-tree.dto';
import { GetUserTreeQuery } from './get-user-tree.query';

/** The user details screen's referral tree: any user's, for admins. */
@ApiTags('network')
@Roles(...ADMIN_ONLY)
@Controller('admin/user')
export class GetAdminUserTreeController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get('get-user-tree')
  async tree(@Query() dto: GetAdminUserTreeDto) {
    return {
      data: await this.queries.execute(new GetUserTreeQuery(dto.id, dto.parent ?? null, dto.page ?? 1)),
    };
  }
}
