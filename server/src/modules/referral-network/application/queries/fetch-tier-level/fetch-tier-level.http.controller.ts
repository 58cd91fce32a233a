import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Role } from '@app/libs';
import {
  Access,
  coded,
  CurrentUser,
  Roles,
  ValidationFailed,
  type SessionUser,
} from '../../../../../platform';
import { checkTierQuery } from '../../../domain/tier-query';
import { tierQueryText } from '../../../domain/tree-rules';
import { FetchTierLevelDto } from './fetch-tier-level.dto';
import { FetchTierLevelQuery } from './fetch-tier-level.query';

@ApiTags('network')
@Roles(Role.User)
@Controller('user')
export class FetchTierLevelController {
  constructor(private readonly queries: QueryBus) {}

  @Access.members()
  @Post('fetch-users-tier-level')
  @HttpCode(200)
  async tierLevel(@Body() dto: FetchTierLevelDto, @CurrentUser() me: SessionUser) {
    const checked = checkTierQuery(dto);
    if ('problems' in checked)
      throw new ValidationFailed(
        Object.fromEntries(
          Object.entries(checked.problems).map(([field, code]) => [
            field,
            [coded(code, tierQueryText(code))],
          ]),
        ),
      );
    return { data: await this.queries.execute(new FetchTierLevelQuery(me.id, checked.query)) };
  }
}
