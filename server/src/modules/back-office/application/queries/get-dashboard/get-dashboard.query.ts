import { Query } from '@nestjs/cqrs';
import type { DashboardData } from '@app/libs';

/** The admin dashboard's figures, from read models only (fast at a million users). */
export class GetDashboardQuery extends Query<DashboardData> {
  constructor(readonly today: Date) {
    super();
  }
}
