import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Settings the app makes for itself and every process shares (the generated VAPID keys). */
@Entity('app_settings')
export class AppSetting {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;
}
