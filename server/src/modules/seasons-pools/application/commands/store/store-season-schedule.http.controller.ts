import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  Access,
  ADMIN_ONLY,
  CurrentUser,
  Roles,
  successText,
  type SessionUser,
} from '../../../../../platform';
import { StoreSeasonScheduleCommand } from './store-season-schedule.command';
import { StoreSeasonScheduleDto } from './store-season-schedule.dto';

@ApiTags('seasons')
@Roles(...ADMIN_ONLY)
@Controller('admin/season')
export class StoreSeasonScheduleController {
  constructor(private readonly commands: CommandBus) {}

  @Access.admins({ ok: 201 })
  @Post('store')
  async store(@Body() dto: StoreSeasonScheduleDto, @CurrentUser() admin: SessionUser) {
    const data = await this.commands.execute(new StoreSeasonScheduleCommand(admin.id, dto.date));
    return { message: successText('SEASON.SCHEDULED', 'Season lock scheduled.'), data };
  }
}
