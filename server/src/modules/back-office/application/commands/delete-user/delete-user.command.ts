import { Command } from '@nestjs/cqrs';

/** A SuperAdmin soft-deletes a member; their children go under `parent`, or top-level when null. */
export class DeleteUserCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly userId: string,
    readonly parent: string | null,
  ) {
    super();
  }
}
