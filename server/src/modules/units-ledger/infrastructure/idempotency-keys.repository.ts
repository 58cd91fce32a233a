import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Who sent a key to which call: keys of two admins, or of approve and delete, never meet. */
export interface KeyScope {
  actorId: string;
  call: string;
  key: string;
}

export interface StoredKey {
  request_hash: string;
  /** Null while the first request with this key is still running. */
  response: unknown;
  /** The first request's lease is over (it crashed or hangs): another may take the key over. */
  expired: boolean;
}

/** The ledger_idempotency_keys table: one row per (actor, call, key), each its own autocommit statement. */
@Injectable()
export class IdempotencyKeysRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** True when this request now holds the key (a new row). */
  async claim(scope: KeyScope, requestHash: string, leaseSeconds: number): Promise<boolean> {
    const rows = await this.dataSource.query(
      `INSERT INTO ledger_idempotency_keys (actor_id, call, key, request_hash, locked_until)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))
       ON CONFLICT (actor_id, call, key) DO NOTHING RETURNING 1`,
      [scope.actorId, scope.call, scope.key, requestHash, leaseSeconds],
    );
    return rows.length === 1;
  }

  async find(scope: KeyScope): Promise<StoredKey | null> {
    const [row] = await this.dataSource.query(
      `SELECT request_hash, response, (response IS NULL AND locked_until < now()) AS expired
         FROM ledger_idempotency_keys WHERE actor_id = $1 AND call = $2 AND key = $3`,
      [scope.actorId, scope.call, scope.key],
    );
    return (row as StoredKey | undefined) ?? null;
  }

  /** Takes over an unfinished key whose lease ran out; at most one contender wins. */
  async takeOver(scope: KeyScope, leaseSeconds: number): Promise<boolean> {
    const [{ taken }] = await this.dataSource.query(
      `WITH taken AS (
         UPDATE ledger_idempotency_keys SET locked_until = now() + make_interval(secs => $4)
          WHERE actor_id = $1 AND call = $2 AND key = $3 AND response IS NULL AND locked_until < now()
          RETURNING 1)
       SELECT count(*)::int AS taken FROM taken`,
      [scope.actorId, scope.call, scope.key, leaseSeconds],
    );
    return taken === 1;
  }

  async complete(scope: KeyScope, response: unknown): Promise<void> {
    await this.dataSource.query(
      `UPDATE ledger_idempotency_keys SET response = $4::jsonb, completed_at = now()
        WHERE actor_id = $1 AND call = $2 AND key = $3`,
      [scope.actorId, scope.call, scope.key, JSON.stringify(response)],
    );
  }

  /**
   * Frees a key whose request failed, so the same submission may be sent again; only while its lease
   * lasts, since after it another request may have taken the key over and be running.
   */
  async release(scope: KeyScope): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM ledger_idempotency_keys
        WHERE actor_id = $1 AND call = $2 AND key = $3 AND response IS NULL AND locked_until >= now()`,
      [scope.actorId, scope.call, scope.key],
    );
  }
}
