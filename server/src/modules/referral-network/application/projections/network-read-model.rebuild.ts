import type { EntityManager } from 'typeorm';
import type { SealedLog } from '../../../../platform';
import { LedgerEventType, unitsByMember, upcastLedgerEvents } from '../../../units-ledger';
import { RebuildSql as Sql } from '../../infrastructure/read-model-rebuild.statements';

const UNITS_PER_STATEMENT = 10_000;

/**
 * The network's read models rebuilt set-wise (ADR 0052): the replay's cost grows with the square of
 * a chain's depth (each join writes a path from every ancestor, each change of units updates every
 * ancestor's tier); here each row is written once. Units per member through the ledger's own
 * contract, the tree folded from the log in SQL, the paths level by level, the tiers by one GROUP BY.
 * The tables it writes have no indexes while it runs (the rebuilder's copies, ADR 0052): what it
 * reads back goes through scratch tables of its own. Returns how many events were read.
 */
export async function rebuildNetworkReadModels(log: SealedLog, m: EntityManager): Promise<number> {
  const ledgerEvents = await rebuildUnits(log, m);
  const [{ events: networkEvents, members }] = await m.query(Sql.members, [log.head]);
  for (const statement of [...Sql.tree, ...Sql.nestedLoopsOnly]) await m.query(statement);
  await m.query(Sql.levels, [members]);
  for (const statement of [...Sql.plannerDefaults, ...Sql.levelsIndexed, ...Sql.levelPaths])
    await m.query(statement);
  const [{ deepest }] = await m.query(Sql.deepestLevel);
  for (let level = 0; level <= deepest; level++) {
    await m.query(Sql.clearLevelPaths(level));
    await m.query(Sql.closureLevel(level), [level]);
  }
  await m.query(Sql.tiers);
  return ledgerEvents + networkEvents;
}

/**
 * Each member's units, summed over what every ledger event gave it (ADR 0034); a member has a row
 * once any event changed its units, as the projection's batches keep them.
 */
async function rebuildUnits(log: SealedLog, m: EntityManager): Promise<number> {
  const units = new Map<string, number>();
  let events = 0;
  for await (const page of log.pages(Object.values(LedgerEventType))) {
    events += page.length;
    for (const event of await upcastLedgerEvents(page, m))
      for (const [memberId, change] of unitsByMember(event))
        if (change !== 0) units.set(memberId, (units.get(memberId) ?? 0) + change);
  }
  const rows = [...units];
  for (let i = 0; i < rows.length; i += UNITS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + UNITS_PER_STATEMENT);
    await m.query(Sql.units, [chunk.map(([id]) => id), chunk.map(([, n]) => n)]);
  }
  return events;
}
