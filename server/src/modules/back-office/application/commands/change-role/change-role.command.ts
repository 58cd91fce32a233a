import { Command } from '@nestjs/cqrs';
import type { Role } from '@app/libs';

/** A SuperAdmin gives a user another role (promotes or demotes staff); the user's sessions end. */
export class ChangeRoleCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly userId: string,
    readonly role: Role,
  ) {
    super();
  }
}
