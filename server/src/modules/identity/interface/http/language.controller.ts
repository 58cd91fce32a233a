import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, SessionUser } from '../../../../platform';
import { ChangeLanguage } from '../../application/commands/change-language.handler';
import { LanguageDto } from './dto/language.dto';

/** The language switcher saves the choice here when someone is signed in (ADR 0011). */
@ApiTags('identity')
@Controller()
export class LanguageController {
  constructor(private readonly commands: CommandBus) {}

  @Access.signedIn()
  @Put('user/language')
  @HttpCode(200)
  async change(@CurrentUser() user: SessionUser, @Body() dto: LanguageDto) {
    return { data: await this.commands.execute(new ChangeLanguage(user.id, dto.language)) };
  }
}
