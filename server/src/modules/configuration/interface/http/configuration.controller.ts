import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Messages } from '@app/libs';
import { Access, ADMIN_ONLY, CurrentUser, Roles, SessionUser, successText } from '../../../../platform';
import { UpdateSetting } from '../../application/commands/update-setting.handler';
import { ConfigurationReader } from '../../application/configuration-reader';
import { UpdateSettingDto } from './dto/update-setting.dto';

@ApiTags('configuration')
@Controller('admin/configuration')
export class ConfigurationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: ConfigurationReader,
  ) {}

  /** Any signed-in user: members need the price, the minimum purchase and the banner values. */
  @Access.signedIn()
  @Get('fetch-all')
  async fetchAll() {
    return { data: await this.reader.all() };
  }

  @Access.admins()
  @Post('update')
  @HttpCode(200)
  @Roles(...ADMIN_ONLY)
  async update(@CurrentUser() admin: SessionUser, @Body() dto: UpdateSettingDto) {
    const data = await this.commands.execute(new UpdateSetting(admin.id, dto.key, dto.value));
    return { message: successText('SETTINGS.UPDATED', Messages.settingUpdated), data };
  }
}
