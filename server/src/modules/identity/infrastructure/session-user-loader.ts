import { Injectable } from '@nestjs/common';
import type { LanguageCode, Role } from '@app/libs';
import { DataSource } from 'typeorm';
import { SessionUserLoader, autocommitQuery, type Statement } from '../../../platform';
import { isUuid } from './users.repository';

/** Every authenticated request runs this: one named statement, parsed and planned once per connection. */
const SESSION_USER: Statement = {
  name: 'identity.session-user.v1',
  text: `SELECT id, role, email, fname, lname, language, token_version
           FROM users WHERE id = $1 AND deleted_at IS NULL`,
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
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async load(id: string) {
    if (!isUuid(id)) return null;
    const [user] = await autocommitQuery<SessionUserRow>(this.dataSource, SESSION_USER, [id]);
    return (
      user && {
        id: user.id,
        role: user.role,
        email: user.email,
        fullName: `${user.fname} ${user.lname}`.trim(),
        language: user.language,
        tokenVersion: user.token_version,
      }
    );
  }
}
