import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Access, JsonFromOwnSite, Public, RateLimit, successText } from '../../../../../platform';
import { SendContactMessageCommand } from './send-contact-message.command';
import { SendContactMessageDto } from './send-contact-message.dto';

@ApiTags('contact')
@Controller()
export class SendContactMessageController {
  constructor(private readonly commands: CommandBus) {}

  @Access.public()
  @Public()
  @JsonFromOwnSite()
  @RateLimit('contact-us', 10, 3600)
  @Post('contact-us')
  @HttpCode(200)
  async send(@Body() dto: SendContactMessageDto, @Req() request: FastifyRequest) {
    await this.commands.execute(
      new SendContactMessageCommand(
        { name: dto.name, email: dto.email, subject: dto.subject, message: dto.message },
        request.ip,
      ),
    );
    return { message: successText('CONTACT.SENT', 'Email sent successfully'), data: null };
  }
}
