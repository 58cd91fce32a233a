import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What a code proves: that the caller reads this email (`verify`), or completes a guarded sign-in (`login`). */
export type EmailCodePurpose = 'verify' | 'login';

@Entity('email_codes')
export class EmailCodeRecord {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() email: string;
  @Column({ type: 'varchar' }) purpose: EmailCodePurpose;
  @Column({ name: 'code_hash' }) codeHash: string;
  @Column({ type: 'int' }) attempts: number;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true }) consumedAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
