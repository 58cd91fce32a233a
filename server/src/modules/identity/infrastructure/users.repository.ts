import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { UserRecord } from './user.orm-entity';

/** Reads of users; writes go through command handlers' transactions with the same entity. */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(UserRecord);
  }

  findActiveById(id: string, manager?: EntityManager): Promise<UserRecord | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.repo(manager).findOne({ where: { id, deletedAt: IsNull() } });
  }

  findActiveByEmail(email: string, manager?: EntityManager): Promise<UserRecord | null> {
    return this.repo(manager).findOne({ where: { email: email.toLowerCase(), deletedAt: IsNull() } });
  }

  emailTaken(email: string, manager?: EntityManager): Promise<boolean> {
    return this.repo(manager).exists({ where: { email: email.toLowerCase() } });
  }

  /** Locks the row for the rest of the caller's transaction. */
  lockActiveById(id: string, manager: EntityManager): Promise<UserRecord | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.repo(manager).findOne({
      where: { id, deletedAt: IsNull() },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Serialises, until the transaction ends, every change of who holds which role (ADR 0025). */
  async lockRoles(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('identity.roles'))`);
  }

  async activeSuperAdmins(manager: EntityManager): Promise<number> {
    const [{ count }] = await manager.query(
      `SELECT count(*)::int AS count FROM users WHERE role = 'SuperAdmin' AND deleted_at IS NULL`,
    );
    return count;
  }

  async adminExists(): Promise<boolean> {
    const [{ exists }] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM users WHERE role IN ('Admin', 'SuperAdmin') AND deleted_at IS NULL) AS exists`,
    );
    return exists;
  }
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
