import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Gender, LanguageCode, PayType, Role, YesNo } from '@app/libs';

@Entity('users')
export class UserRecord {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() fname: string;
  @Column() lname: string;
  @Column() email: string;
  @Column() phone: string;
  @Column({ name: 'country_code' }) countryCode: string;
  @Column({ type: 'varchar' }) gender: Gender;
  @Column() address: string;
  @Column({ name: 'address_line2', type: 'varchar', nullable: true }) addressLine2: string | null;
  @Column() city: string;
  @Column() state: string;
  @Column() country: string;
  @Column({ type: 'varchar' }) role: Role;
  @Column({ type: 'varchar', default: 'en' }) language: LanguageCode;
  @Column({ name: 'password_hash' }) passwordHash: string;
  @Column({ name: 'referral_token' }) referralToken: string;
  @Column({ name: 'referrer_id', type: 'uuid', nullable: true }) referrerId: string | null;
  @Column({ name: 'referral_user', type: 'varchar', nullable: true }) referralUser: string | null;
  @Column({ type: 'varchar', nullable: true }) avatar: string | null;
  @Column({ name: 'units_purchase_intent', type: 'int' }) unitsPurchaseIntent: number;
  @Column({ name: 'pay_now', type: 'varchar' }) payNow: YesNo;
  @Column({ name: 'pay_type', type: 'varchar', nullable: true }) payType: PayType | null;
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true }) emailVerifiedAt: Date | null;
  @Column({ name: 'token_version', type: 'int' }) tokenVersion: number;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true }) deletedAt: Date | null;
}
