import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** TypeORM's QueryFailedError keeps the driver's error beside its own. */
const wrapped = (code: string) => Object.assign(new Error('query failed'), { driverError: { code } });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a connection exception (class 08)', withCode('08006')],
    ['an administrator shutdown, wrapped by TypeORM', wrapped('57P01')],
    ['a server starting up', withCode('57P03')],
    ['too many connections', withCode('53300')],
    ['the pool finding no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a connection ended under the query', new Error('Connection terminated unexpectedly')],
  ])('is true for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a statement timeout (busy, not down)', withCode('57014')],
    ['a syntax error', wrapped('42601')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a message that merely mentions a connection', new Error('user said: Connection terminated')],
    ['nothing', undefined],
  ])('is false for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
