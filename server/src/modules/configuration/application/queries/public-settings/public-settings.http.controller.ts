import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, Public } from '../../../../../platform';
import { PublicSettingsQuery } from './public-settings.query';

@ApiTags('configuration')
@Public()
@Controller('configuration')
export class PublicSettingsController {
  constructor(private readonly queries: QueryBus) {}

  /** Signed in or not: the landing page reads it for every visitor. */
  @Access.public()
  @Get('public')
  async publicSettings() {
    return { data: await this.queries.execute(new PublicSettingsQuery()) };
  }
}
