import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('email_codes')
export class EmailCodeRecord {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() email: string;
  @Column({ name: 'code_hash' }) codeHash: string;
  @Column({ type: 'int' }) attempts: number;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true }) consumedAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
