import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { Messages } from '@app/libs';
import {
  Access,
  AppConfig,
  CurrentUser,
  Public,
  RateLimit,
  SessionUser,
  badRequest,
  successText,
} from '../../../../platform';
import { ChangePassword } from '../../application/commands/change-password.handler';
import { RequestPasswordReset } from '../../application/commands/request-password-reset.handler';
import { ResetPassword, findValidReset } from '../../application/commands/reset-password.handler';
import { ChangePasswordDto, CreateNewPasswordDto, ForgotPasswordDto, LinkDto } from './dto/auth.dto';
import { sessionReply } from './session-reply';

@ApiTags('identity')
@Controller()
export class PasswordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  @Access.public()
  @Public()
  @RateLimit('forgot-password', 20, 3600)
  @Post('forgot/password')
  @HttpCode(200)
  async forgot(@Body() dto: ForgotPasswordDto, @Req() req: FastifyRequest) {
    await this.commands.execute(new RequestPasswordReset(dto.email, req.ip));
    return { message: successText('PASSWORD.RESET_EMAIL_SENT', Messages.resetEmailSent), data: null };
  }

  @Access.public()
  @Public()
  @RateLimit('reset-link', 60, 3600)
  @Post('verify/remember-token')
  @HttpCode(200)
  async verifyLink(@Body() dto: LinkDto) {
    const reset = await findValidReset(this.dataSource.manager, dto.id, dto.token);
    if (!reset) throw badRequest(Messages.resetLinkInvalid, 'PASSWORD.RESET_LINK_INVALID');
    return { data: { valid: true } };
  }

  @Access.public()
  @Public()
  @RateLimit('reset-link', 60, 3600)
  @Post('create-new-password')
  @HttpCode(200)
  async reset(@Body() dto: CreateNewPasswordDto) {
    await this.commands.execute(
      new ResetPassword(dto.id, dto.token, dto.password, dto.password_confirmation),
    );
    return { message: successText('PASSWORD.RESET', Messages.passwordReset), data: null };
  }

  @Access.signedIn({ othersResource: 200 })
  @Post('user/change-password')
  @HttpCode(200)
  async change(
    @Body() dto: ChangePasswordDto,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.commands.execute(
      new ChangePassword(user, dto.old_password, dto.password, dto.password_confirmation),
    );
    return {
      message: successText('PASSWORD.CHANGED', Messages.passwordChanged),
      data: sessionReply(reply, this.config, result),
    };
  }
}
