import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { centsToDollars, type Statement, type StatementLine, type StatementTotals } from '@app/libs';
import { DataSource } from 'typeorm';
import { statement } from '../../../infrastructure/audit.queries';
import { GetStatementQuery } from './get-statement.query';

const totals = (t: { paid_units: number; loyalty_units: number; cents: number }): StatementTotals => ({
  ...t,
  dollars: centsToDollars(t.cents),
});

@QueryHandler(GetStatementQuery)
export class GetStatementHandler implements IQueryHandler<GetStatementQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ memberId, from, to }: GetStatementQuery): Promise<Statement> {
    const { opening, movements, closing } = await statement(this.dataSource, memberId, from, to);
    return {
      opening: totals(opening),
      movements: (movements as Array<Record<string, unknown>>).map((m): StatementLine => ({
        no: m.no === null ? null : String(m.no),
        type: m.type as StatementLine['type'],
        kind: String(m.kind),
        narration: String(m.narration),
        created_at: new Date(m.created_at as string).toISOString(),
        account: m.account as StatementLine['account'],
        units: Number(m.units),
        cents: Number(m.cents),
      })),
      closing: totals(closing),
    };
  }
}
