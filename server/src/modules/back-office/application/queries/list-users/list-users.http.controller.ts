import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { ListUsersDto } from './list-users.dto';
import { ListUsersQuery } from './list-users.query';

@ApiTags('back-office')
@Roles(...ADMIN_ONLY)
@Controller('admin/user')
export class ListUsersController {
  constructor(private readonly queries: QueryBus) {}

  /** The users list: `{ data: Paginated<AdminUserRow> }`. */
  @Access.admins()
  @Get('fetch-all')
  async fetchAll(@Query() dto: ListUsersDto) {
    return {
      data: await this.queries.execute(
        new ListUsersQuery(dto.page ?? 1, dto.perPage ?? 10, dto.search ?? ''),
      ),
    };
  }
}
