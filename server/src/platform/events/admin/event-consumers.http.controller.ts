import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { ADMIN_ONLY } from '../../auth/auth.guard';
import { CurrentUser, Roles } from '../../auth/decorators';
import type { SessionUser } from '../../auth/session-user';
import { notFound } from '../../errors/app-error';
import { successText } from '../../i18n/success-message';
import { rule } from '../../i18n/validation-rule';
import { ListDeadLetters } from './dead-letters.query';
import { GetEventLogStatus } from './event-log-status.query';
import { RetryDeadLetter } from './retry-dead-letter.command';
import { Access } from '../../auth/access';

export class DeadLettersQueryDto {
  @ApiPropertyOptional({ enum: ['open', 'all'] })
  @IsOptional()
  @IsIn(['open', 'all'], rule('validation:deadLetterStatus'))
  status?: 'open' | 'all';
  @ApiPropertyOptional({ pattern: '^\\d{1,18}$' })
  @IsOptional()
  @Matches(/^\d{1,18}$/, rule('validation:cursorInvalid'))
  cursor?: string;
  @ApiPropertyOptional({ minimum: 1, maximum: 200 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;
}

const DEAD_LETTER_ID = /^[1-9]\d{0,17}$/;

/** Back-office: how far each event consumer and the sealer are behind, and the events that failed. */
@ApiTags('event consumers')
@Roles(...ADMIN_ONLY)
@Controller('admin/event-consumers')
export class EventConsumersController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Access.admins()
  @Get()
  async status() {
    return { data: await this.queries.execute(new GetEventLogStatus()) };
  }

  @Access.admins()
  @Get('dead-letters')
  async deadLetters(@Query() q: DeadLettersQueryDto) {
    return this.queries.execute(new ListDeadLetters(q.status !== 'all', q.limit ?? 50, q.cursor));
  }

  @Access.admins()
  @Post('dead-letters/:id/retry')
  @HttpCode(200)
  async retry(@Param('id') id: string, @CurrentUser() user: SessionUser) {
    if (!DEAD_LETTER_ID.test(id)) throw notFound('Dead letter not found.', 'EVENTS.DEAD_LETTER_NOT_FOUND');
    const letter = await this.commands.execute(new RetryDeadLetter(id, user.id));
    return { message: successText('EVENTS.RETRIED', 'The event was handled.'), data: letter };
  }
}
