import { Body, Controller, HttpCode, Post } from '@nestjs/common';
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
import { DeleteScheduleCommand } from './delete-schedule.command';
import { DeleteScheduleDto } from './delete-schedule.dto';

@ApiTags('seasons')
@Roles(...ADMIN_ONLY)
@Controller('admin/season')
export class DeleteScheduleController {
  constructor(private readonly commands: CommandBus) {}

  @Access.admins()
  @Post('delete-schedule')
  @HttpCode(200)
  async delete(@Body() dto: DeleteScheduleDto, @CurrentUser() admin: SessionUser) {
    await this.commands.execute(new DeleteScheduleCommand(admin.id, dto.id));
    return { message: successText('SEASON.SCHEDULE_DELETED', 'Scheduled season deleted.') };
  }
}
