import type { DataSource } from 'typeorm';
import type { EventRelay } from './event-relay';
import type { EventStore } from './event-store';
import { UnitOfWork } from './unit-of-work';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

function harness(answers: Array<{ rows: unknown[] } | Error>) {
  const query = jest.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  const nudge = jest.fn();
  const uow = new UnitOfWork(
    { driver: { master: { query } } } as unknown as DataSource,
    {} as EventStore,
    { nudge } as unknown as EventRelay,
  );
  return { uow, query, nudge };
}

const statement = { name: 'test.statement', text: 'SELECT 1' };

describe('UnitOfWork.statement (one statement, its own transaction)', () => {
  it('sends the named statement once and, once it committed, wakes the relay', async () => {
    const h = harness([{ rows: [{ n: 1 }, { n: 2 }] }]);
    const rows = await h.uow.statement(statement, ['a']);
    expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
    expect(h.query).toHaveBeenCalledTimes(1);
    expect(h.query).toHaveBeenCalledWith({ ...statement, values: ['a'] });
    expect(h.nudge).toHaveBeenCalledTimes(1);
  });

  it('leaves the relay alone when the statement wrote nothing', async () => {
    const h = harness([{ rows: [] }]);
    expect(await h.uow.statement(statement, [])).toEqual([]);
    expect(h.nudge).not.toHaveBeenCalled();
  });

  it('retries a deadlock or serialization failure, then answers the statement that went through', async () => {
    const h = harness([pgError('40P01'), pgError('40001'), { rows: [{ n: 3 }] }]);
    expect(await h.uow.statement(statement, [])).toEqual([{ n: 3 }]);
    expect(h.query).toHaveBeenCalledTimes(3);
    expect(h.nudge).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last attempt, and never retries other errors', async () => {
    const deadlocks = harness(Array.from({ length: 5 }, () => pgError('40P01')));
    await expect(deadlocks.uow.statement(statement, [])).rejects.toMatchObject({ code: '40P01' });
    expect(deadlocks.query).toHaveBeenCalledTimes(5);

    const overdraft = harness([pgError('23514'), { rows: [{ n: 4 }] }]);
    await expect(overdraft.uow.statement(statement, [])).rejects.toMatchObject({ code: '23514' });
    expect(overdraft.query).toHaveBeenCalledTimes(1);
    expect(overdraft.nudge).not.toHaveBeenCalled();
  });
});
