import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DashboardData } from '@app/libs';
import { ReferralNetwork } from '../../../../referral-network';
import { chartStart, dailySeries, sumSince, weekStart } from '../../../domain/daily-series';
import { FiguresRepository } from '../../../infrastructure/figures.repository';
import { GetDashboardQuery } from './get-dashboard.query';

/** The dashboard's table: 'Top leaders with most referrals'. */
const TOP_LEADERS = 10;

@QueryHandler(GetDashboardQuery)
export class GetDashboardHandler implements IQueryHandler<GetDashboardQuery> {
  constructor(
    private readonly figures: FiguresRepository,
    private readonly network: ReferralNetwork,
  ) {}

  async execute({ today }: GetDashboardQuery): Promise<DashboardData> {
    const week = weekStart(today);
    const from = chartStart(today);
    const [counters, days, leaders] = await Promise.all([
      this.figures.counters(),
      // The chart's 90 days hold this week's too.
      this.figures.days(from),
      this.network.topLeaders(TOP_LEADERS),
    ]);
    return {
      total_users: counters.members,
      total_users_this_week: sumSince(days.signups, week),
      total_users_paid: counters.paid_members,
      total_users_free: Math.max(0, counters.members - counters.paid_members),
      top_leaders: leaders,
      signups: dailySeries(days.signups, today),
      units: dailySeries(days.units, today),
    };
  }
}
