import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Role } from '@app/libs';
import { AppConfig, UnitOfWork, isUniqueViolation } from '../../../platform';
import { newReferralToken } from '../domain/referral-link';
import { SuperAdminSeeded } from '../domain/identity.events';
import { PasswordHasher } from '../infrastructure/password-hasher';
import { UserRecord } from '../infrastructure/user.orm-entity';
import { UsersRepository } from '../infrastructure/users.repository';

/**
 * The first SuperAdmin, created at start when no admin exists, from ADMIN_EMAIL / ADMIN_PASSWORD.
 * Without ADMIN_PASSWORD a random password is generated and written to var/admin-credentials.txt.
 */
@Injectable()
export class SuperAdminSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('SuperAdminSeed');

  constructor(
    private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly uow: UnitOfWork,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runsApi || (await this.users.adminExists())) return;
    const email = this.config.ADMIN_EMAIL.toLowerCase();
    const password = this.config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
    const passwordHash = await this.hasher.hash(password);
    try {
      await this.uow.run(async (tx) => {
        const user = await tx.manager.getRepository(UserRecord).save(
          tx.manager.getRepository(UserRecord).create({
            fname: 'Super',
            lname: 'Admin',
            email,
            phone: '',
            countryCode: '1',
            gender: 'Other',
            address: '',
            city: '',
            state: '',
            country: 'United States',
            role: Role.SuperAdmin,
            passwordHash,
            referralToken: newReferralToken(),
            unitsPurchaseIntent: 0,
            payNow: 'No',
            emailVerifiedAt: new Date(),
            tokenVersion: 1,
          }),
        );
        tx.record(new SuperAdminSeeded(user.id, { email }, null));
      });
    } catch (error) {
      if (isUniqueViolation(error)) return; // another instance seeded it first
      throw error;
    }
    if (this.config.ADMIN_PASSWORD) {
      this.logger.log(`Created the first SuperAdmin ${email} with ADMIN_PASSWORD`);
      return;
    }
    const file = join(this.config.VAR_DIR, 'admin-credentials.txt');
    await mkdir(this.config.VAR_DIR, { recursive: true });
    await writeFile(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
    this.logger.warn(`Created the first SuperAdmin ${email}; its generated password is in ${file}`);
  }
}
