import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('configuration_settings')
export class SettingRecord {
  @PrimaryColumn() key: string;
  @Column() value: string;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
  @Column({ name: 'updated_by', type: 'uuid', nullable: true }) updatedBy: string | null;
}
