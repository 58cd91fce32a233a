/**
 * A fact that happened in a module. Pure: domain code creates events without any framework.
 * `type` is stable across releases because it is stored in the event log.
 */
export abstract class DomainEvent<P extends object = Record<string, unknown>> {
  constructor(
    readonly aggregateId: string,
    readonly payload: P,
    readonly actorId: string | null = null,
  ) {}

  abstract get type(): string;
  abstract get aggregateType(): string;
}

/** An event as stored in, and read back from, the log. */
export interface StoredEvent {
  seq: string;
  id: string;
  type: string;
  aggregateType: string;
  aggregateId: string;
  payload: Record<string, unknown>;
  actorId: string | null;
  occurredAt: string;
}
