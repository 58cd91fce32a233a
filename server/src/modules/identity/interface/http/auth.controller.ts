import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Messages, type LanguageCode } from '@app/libs';
import {
  Access,
  AppConfig,
  CurrentUser,
  OptionalAuth,
  JsonFromOwnSite,
  Public,
  RateLimit,
  RequestLanguage,
  SessionUser,
  clearSessionCookie,
  successText,
} from '../../../../platform';
import { Login } from '../../application/commands/login.handler';
import { Logout } from '../../application/commands/logout.handler';
import { RegisterUser } from '../../application/commands/register-user.handler';
import { SendEmailCode } from '../../application/commands/send-email-code.handler';
import { VerifyEmailCode } from '../../application/commands/verify-email-code.handler';
import { LoginDto, SendOtpDto, VerifyOtpDto } from './dto/auth.dto';
import { RegisterDto } from './dto/register.dto';
import { sessionReply } from './session-reply';
import { ValidationFailed, localText } from '../../../../platform';

@ApiTags('identity')
@Controller()
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  @Access.public({ ok: 201 })
  @Public()
  @JsonFromOwnSite()
  @RateLimit('register', 20, 3600)
  @Post('register')
  @HttpCode(201)
  async register(
    @Body() dto: RegisterDto,
    @RequestLanguage() requestLanguage: LanguageCode,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { language, ...payload } = dto;
    const result = await this.commands.execute(
      new RegisterUser({ ...payload, role: 'User' }, language ?? requestLanguage),
    );
    return {
      message: successText('REGISTRATION.REGISTERED', Messages.registered),
      data: sessionReply(reply, this.config, result),
    };
  }

  @Access.public()
  @Public()
  @JsonFromOwnSite()
  @RateLimit('login-route', 60, 60)
  @Post('login')
  @HttpCode(200)
  async login(
    @Body() dto: LoginDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.commands.execute(new Login(dto.email, dto.password, req.ip, dto.code));
    return {
      message: successText('AUTH.LOGGED_IN', Messages.loggedIn),
      data: sessionReply(reply, this.config, result),
    };
  }

  @Access.signedIn()
  @Post('user/logout')
  @HttpCode(200)
  async logout(@CurrentUser() user: SessionUser, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.commands.execute(new Logout(user));
    clearSessionCookie(reply, this.config.cookieSecure);
    return { message: successText('AUTH.LOGGED_OUT', Messages.loggedOut), data: null };
  }

  @Access.public()
  @Public()
  @RateLimit('send-otp', 30, 3600)
  @Post('send-otp')
  @HttpCode(200)
  async sendOtp(
    @Body() dto: SendOtpDto,
    @Req() req: FastifyRequest,
    @RequestLanguage() language: LanguageCode,
  ) {
    await this.commands.execute(new SendEmailCode(dto.email, req.ip, language));
    return { message: successText('OTP.SENT', Messages.otpSent), data: null };
  }

  @Access.public()
  @OptionalAuth()
  @RateLimit('email-verified', 60, 3600)
  @Post('email-verified')
  @HttpCode(200)
  async emailVerified(
    @Body() dto: VerifyOtpDto,
    @Req() req: FastifyRequest,
    @CurrentUser() user?: SessionUser,
  ) {
    if (!user && !dto.email)
      throw ValidationFailed.field('email', localText('validation:required', { field: 'email' }));
    const data = await this.commands.execute(new VerifyEmailCode(dto.otp, req.ip, dto.email, user?.id));
    return { message: successText('OTP.EMAIL_VERIFIED', Messages.emailVerified), data };
  }
}
