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
import { AssignParentCommand } from './assign-parent.command';
import { AssignParentDto } from './assign-parent.dto';

@ApiTags('network')
@Roles(...ADMIN_ONLY)
@Controller('user')
export class AssignParentController {
  constructor(private readonly commands: CommandBus) {}

  @Access.admins()
  @Post('assign-parent')
  @HttpCode(200)
  async assign(@Body() dto: AssignParentDto, @CurrentUser() admin: SessionUser) {
    await this.commands.execute(new AssignParentCommand(admin.id, dto.id, dto.parent));
    return { message: successText('NETWORK.PARENT_ASSIGNED', 'Parent tier assigned successfully') };
  }
}
