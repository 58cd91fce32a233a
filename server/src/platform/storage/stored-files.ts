import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface StoredFile {
  area: string;
  name: string;
  bytes: number;
}

/** Who owns which stored file and its size: what a member's storage quota is counted from. */
@Injectable()
export class StoredFiles {
  /**
   * Serialises the quota checks of one owner until `manager`'s transaction ends, so that two
   * uploads at once cannot both fit in the space that is left for one.
   */
  async lockOwner(manager: EntityManager, ownerId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`stored-files:${ownerId}`]);
  }

  /** Bytes the owner keeps, leaving out `except` (the file an upload replaces). */
  async usage(
    manager: EntityManager,
    ownerId: string,
    except?: { area: string; name: string },
  ): Promise<number> {
    const [row] = (await manager.query(
      `SELECT COALESCE(SUM(bytes), 0)::bigint AS used FROM stored_files
        WHERE owner_id = $1 AND NOT (area = $2 AND name = $3)`,
      [ownerId, except?.area ?? '', except?.name ?? ''],
    )) as Array<{ used: string }>;
    return Number(row?.used ?? 0);
  }

  async add(manager: EntityManager, ownerId: string, file: StoredFile): Promise<void> {
    await manager.query(`INSERT INTO stored_files (area, name, owner_id, bytes) VALUES ($1, $2, $3, $4)`, [
      file.area,
      file.name,
      ownerId,
      file.bytes,
    ]);
  }

  async remove(manager: EntityManager, area: string, name: string): Promise<void> {
    await manager.query(`DELETE FROM stored_files WHERE area = $1 AND name = $2`, [area, name]);
  }
}
