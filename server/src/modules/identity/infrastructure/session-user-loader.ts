import { Injectable } from '@nestjs/common';
import type { LanguageCode, Role } from '@app/libs';
import { DataSource } from 'typeorm';
import { autocommitQuery, CoalescingLoader, SessionUserLoader, type Statement } from '../../../platform';
import { isUuid } from './users.repository';

/**
 * Every authenticated request runs this: one named statement for all the requests of one round of
 * the event loop (ADR 0020, addendum), parsed and planned once per connection.
 */
const SESSION_USERS: Statement = {
  name: 'identity.session-users.v1',
  text: `SELECT id, role, email, fname, lname, language, token_version
           FROM users WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`,
};

interface SessionUserRow {
  id: string;
  role: Role;
  email: string;
  fname: string;
  lname: string;
  language: LanguageCode;
  token_version: number;
}

@Injectable()
export class DatabaseSessionUserLoader extends SessionUserLoader {
  private readonly loader = new CoalescingLoader<string, SessionUserRow>(async (ids) => {
    const rows = await autocommitQuery<SessionUserRow>(this.dataSource, SESSION_USERS, [ids]);
    return new Map(rows.map((row) => [row.id, row]));
  });

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async load(id: string) {
    if (!isUuid(id)) return null;
    const user = await this.loader.load(id.toLowerCase());
    if (!user) return null;
    return {
      id: user.id,
      role: user.role,
      email: user.email,
      fullName: `${user.fname} ${user.lname}`.trim(),
      language: user.language,
      tokenVersion: user.token_version,
    };
  }
}
