import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Access, KeepRawBody, Public, rawBodyOf } from '../../../../../platform';
import { ReceiveStripeWebhookCommand } from './receive-stripe-webhook.command';

@Controller('payment/stripe')
export class ReceiveStripeWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @Access.public()
  @Public()
  @Post('webhook')
  @HttpCode(200)
  @KeepRawBody()
  @ApiExcludeEndpoint()
  async receive(@Req() req: FastifyRequest, @Headers('stripe-signature') signature: string | undefined) {
    const data = await this.commands.execute(new ReceiveStripeWebhookCommand(rawBodyOf(req), signature));
    return { data };
  }
}
