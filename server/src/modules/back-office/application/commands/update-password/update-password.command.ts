import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../../platform';

/** An admin sets another user's password; the user's sessions end. */
export class UpdatePasswordCommand extends Command<void> {
  constructor(
    readonly admin: Pick<SessionUser, 'id' | 'role'>,
    readonly userId: string,
    readonly password: string,
    readonly confirmation: string,
  ) {
    super();
  }
}
