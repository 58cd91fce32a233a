import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TreeChanges } from '../../tree-changes';
import { AssignParentCommand } from './assign-parent.command';

@CommandHandler(AssignParentCommand)
export class AssignParentHandler implements ICommandHandler<AssignParentCommand> {
  constructor(private readonly changes: TreeChanges) {}

  execute({ actorId, memberId, parentId }: AssignParentCommand): Promise<void> {
    return this.changes.assignParent(memberId, parentId, actorId);
  }
}
