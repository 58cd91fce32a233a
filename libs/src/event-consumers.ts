/** Back-office view of the event log's background side (ADR 0010). */
export type EventConsumerKind = 'projection' | 'reaction';

export interface EventConsumerStatus {
  name: string;
  kind: EventConsumerKind;
  event_types: string[];
  /** Last seal number the consumer finished. */
  checkpoint: number;
  /** Sealed events of its types after the checkpoint (capped at `behind_cap`). */
  behind: number;
  handled: number;
  attempts: number;
  retry_at: string | null;
  last_error: string | null;
  progressed_at: string | null;
  /** False when the row exists but this build no longer has the consumer. */
  known: boolean;
}

export interface EventLogStatus {
  sealer: {
    head_seal_no: number;
    events: number;
    unsealed: number;
    oldest_unsealed_at: string | null;
  };
  behind_cap: number;
  consumers: EventConsumerStatus[];
  open_dead_letters: number;
}

export interface DeadLetterView {
  id: string;
  consumer: string;
  seal_no: number;
  event_id: string;
  event_type: string;
  aggregate_id: string;
  error: string;
  attempts: number;
  failed_at: string;
  retried_at: string | null;
  resolved_at: string | null;
}

/**
 * The queue dashboard (bull-board) the server mounts for administrators (ADR 0046): a page of its own,
 * opened by a plain link from the Event Consumers page with the session cookie.
 */
export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';
