import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LoyaltyLog } from '@app/libs';
import { DataSource } from 'typeorm';
import { loyaltyLogs } from '../../../infrastructure/loyalty-logs.query';
import { ListLoyaltyLogsQuery } from './list-loyalty-logs.query';

const LOYALTY_LOGS_LIMIT = 500;

@QueryHandler(ListLoyaltyLogsQuery)
export class ListLoyaltyLogsHandler implements IQueryHandler<ListLoyaltyLogsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ memberId }: ListLoyaltyLogsQuery): Promise<LoyaltyLog[]> {
    const rows = await loyaltyLogs(this.dataSource, memberId, LOYALTY_LOGS_LIMIT);
    return rows.map((r) => ({
      id: r.id,
      description: r.description,
      units: Number(r.units),
      created_at: new Date(r.created_at).toISOString(),
    }));
  }
}
