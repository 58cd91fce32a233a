import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access, Public, RateLimit } from '../../../../platform';
import { Referrers } from '../../application/referrers.service';
import { RegistrationWindow } from '../../application/registration-window.service';
import { LinkDto } from './dto/auth.dto';

@ApiTags('identity')
@Public()
@Controller()
export class ReferralController {
  constructor(
    private readonly referrers: Referrers,
    private readonly window: RegistrationWindow,
  ) {}

  @Access.public()
  @Get('fetch-time')
  async fetchTime() {
    return { data: (await this.window.current()).info };
  }

  @Access.public()
  @RateLimit('referral', 120, 60)
  @Post('verifyReferralToken')
  @HttpCode(200)
  async verify(@Body() dto: LinkDto) {
    await this.referrers.resolve(dto.id, dto.token);
    return { data: { valid: true } };
  }

  @Access.public()
  @RateLimit('referral', 120, 60)
  @Post('fetch-referral-user')
  @HttpCode(200)
  async referrer(@Body() dto: LinkDto) {
    return { data: await this.referrers.resolve(dto.id, dto.token) };
  }
}
