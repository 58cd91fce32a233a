import type { EntityManager } from 'typeorm';
import { SeasonUnitsSql as Sql } from '../../infrastructure/season-units.statements';

/** What a stretch of network events leaves a member as: each event sets the member's state. */
type Change =
  { kind: 'join'; parentId: string | null } | { kind: 'set'; parentId: string | null } | { kind: 'remove' };

/**
 * The network events of a stretch folded per member, written in three statements. A join of a
 * member already in the tree changes nothing (as in the network's own tree), so a join is only an
 * insert where no row is; after a removal in the same stretch it is a plain set.
 */
export class TreeChanges {
  private readonly changes = new Map<string, Change>();

  join(memberId: string, parentId: string | null): void {
    const prior = this.changes.get(memberId);
    if (!prior) this.changes.set(memberId, { kind: 'join', parentId });
    else if (prior.kind === 'remove') this.changes.set(memberId, { kind: 'set', parentId });
  }

  move(memberId: string, parentId: string | null): void {
    this.changes.set(memberId, { kind: 'set', parentId });
  }

  remove(memberId: string): void {
    this.changes.set(memberId, { kind: 'remove' });
  }

  async write(m: EntityManager): Promise<void> {
    const of = (kind: Change['kind']) => [...this.changes].filter(([, c]) => c.kind === kind);
    const removed = of('remove').map(([id]) => id);
    if (removed.length) await m.query(Sql.remove, [removed]);
    for (const [kind, statement] of [
      ['set', Sql.setParent],
      ['join', Sql.join],
    ] as const) {
      const rows = of(kind) as Array<[string, { parentId: string | null }]>;
      if (rows.length) await m.query(statement, [rows.map(([id]) => id), rows.map(([, c]) => c.parentId)]);
    }
    this.changes.clear();
  }
}
