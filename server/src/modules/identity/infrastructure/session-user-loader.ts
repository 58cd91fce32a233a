import { Injectable } from '@nestjs/common';
import { SessionUserLoader } from '../../../platform';
import { UsersRepository } from './users.repository';

@Injectable()
export class DatabaseSessionUserLoader extends SessionUserLoader {
  constructor(private readonly users: UsersRepository) {
    super();
  }

  async load(id: string) {
    const user = await this.users.findActiveById(id);
    return (
      user && {
        id: user.id,
        role: user.role,
        email: user.email,
        language: user.language,
        tokenVersion: user.tokenVersion,
      }
    );
  }
}
