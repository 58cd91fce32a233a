import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, CurrentUser, Roles, type SessionUser } from '../../../platform';
import { LastVerification } from './last-verification.query';
import { StartVerification } from './start-verification.command';

/** Staff start a ledger verification in the background and read its progress and result. */
@ApiTags('ledger audit')
@Roles(...ADMIN_ONLY)
@Controller('admin/ledger/verify')
export class VerifyLedgerHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** 202 with the new run, or with the run already queued or running. */
  @Access.admins({ ok: 202 })
  @Post()
  @HttpCode(202)
  async start(@CurrentUser() admin: SessionUser) {
    return { data: await this.commands.execute(new StartVerification(admin.id)) };
  }

  /** The latest run (null before the first): its progress while it runs, its result once it finished. */
  @Access.admins()
  @Get('last')
  async last() {
    return { data: await this.queries.execute(new LastVerification()) };
  }
}
