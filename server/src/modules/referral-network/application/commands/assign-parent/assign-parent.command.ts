import { Command } from '@nestjs/cqrs';

/** An admin gives a member another parent; never the member itself or one of its downline. */
export class AssignParentCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly memberId: string,
    readonly parentId: string,
  ) {
    super();
  }
}
