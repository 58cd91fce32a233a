import { createHash } from 'node:crypto';

export const GENESIS_HASH = Buffer.alloc(32);

export interface ChainedEvent {
  seq: string;
  id: string;
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  payload: unknown;
  actor_id: string | null;
  occurred_at: Date | string;
}

/** JSON with sorted keys, so that jsonb's own key order never changes a hash. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** hash(n) = sha256(hash(n-1) || canonical(event n)). */
export function chainHash(previous: Buffer, event: ChainedEvent): Buffer {
  const occurredAt = new Date(event.occurred_at).toISOString();
  const body = canonicalJson({
    seq: String(event.seq),
    id: event.id,
    type: event.type,
    aggregateType: event.aggregate_type,
    aggregateId: event.aggregate_id,
    payload: event.payload,
    actorId: event.actor_id,
    occurredAt,
  });
  return createHash('sha256').update(previous).update(body).digest();
}
