import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Messages, REFERRALS_ON_USER } from '@app/libs';
import {
  Access,
  CurrentUser,
  Public,
  SessionUser,
  Uploads,
  notFound,
  successText,
} from '../../../../platform';
import { AVATAR_RULES } from '../../application/avatar-rules';
import { UpdateProfile } from '../../application/commands/update-profile.handler';
import { UserViews } from '../../application/user-views.service';
import { UpdateUserDto } from './dto/profile.dto';
import { ReferralsPageDto } from './dto/referrals-page.dto';

@ApiTags('identity')
@Controller()
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: UserViews,
    private readonly uploads: Uploads,
  ) {}

  /** The caller's own user; `id` in the body is ignored (admins read others through admin calls). */
  @Access.signedIn()
  @Post('user/fetch')
  @HttpCode(200)
  async fetch(@CurrentUser() user: SessionUser) {
    return { data: await this.views.byId(user.id) };
  }

  /** The caller's referrals page by page, oldest first (`user/fetch` carries the first page). */
  @Access.signedIn()
  @Post('user/referrals')
  @HttpCode(200)
  async referrals(@CurrentUser() user: SessionUser, @Body() dto: ReferralsPageDto) {
    return this.views.referrals(user.id, dto.page ?? 1, dto.per_page ?? REFERRALS_ON_USER);
  }

  /** With `id`, an admin edits another user (issue 11): the same rules, the admin's checks on top. */
  @Access.signedIn({ othersResource: 403 })
  @Post('user/update-user')
  @HttpCode(200)
  async update(@CurrentUser() user: SessionUser, @Body() dto: UpdateUserDto) {
    const { id, manual_city: _manualCity, ...fields } = dto;
    const view = await this.commands.execute(new UpdateProfile(id ?? user.id, { fields }, user));
    return { message: successText('PROFILE.UPDATED', Messages.profileUpdated), data: view };
  }

  @Access.signedIn()
  @Post('user/update-profile')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  async avatar(@CurrentUser() user: SessionUser, @Req() req: FastifyRequest) {
    const image = await this.uploads.receiveImage(req, user.id, AVATAR_RULES);
    const view = await this.commands.execute(new UpdateProfile(user.id, { avatar: image }));
    return { message: successText('PROFILE.UPDATED', Messages.profileUpdated), data: view };
  }

  /**
   * Profile photos are public by design (the referral page shows the referrer's photo to visitors);
   * the random 128-bit name is the only handle, and the bytes and dimensions are re-checked before
   * serving. A replaced photo is deleted, so its old URL answers 404.
   */
  @Access.public()
  @Public()
  @Get('files/avatars/:name')
  async file(@Param('name') name: string, @Res() reply: FastifyReply) {
    const image = await this.uploads.servable(name, AVATAR_RULES);
    if (!image) throw notFound(Messages.notFound, 'PROFILE.AVATAR_NOT_FOUND');
    return reply.header('Cache-Control', 'private, max-age=86400').type(image.type.mime).send(image.bytes);
  }
}
