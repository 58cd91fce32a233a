import { parseDatabaseUrl } from './database-url';

describe('parseDatabaseUrl', () => {
  it('splits the database name from a maintenance URL on the same server', () => {
    expect(parseDatabaseUrl('postgres://app:s3cret@db.internal:6543/lending?sslmode=require')).toEqual({
      database: 'lending',
      maintenanceUrl: 'postgres://app:s3cret@db.internal:6543/postgres?sslmode=require',
    });
  });

  it('accepts letters, digits, underscore and hyphen', () => {
    expect(parseDatabaseUrl('postgres://postgres@127.0.0.1:5432/lending_test_1-a').database).toBe(
      'lending_test_1-a',
    );
  });

  it('decodes a percent-encoded name before checking it', () => {
    expect(parseDatabaseUrl('postgres://h/lending%5Ftest').database).toBe('lending_test');
    expect(() => parseDatabaseUrl('postgres://h/a%22%3B%20DROP')).toThrow(/invalid database name/);
  });

  it.each([
    ['no name', 'postgres://postgres@127.0.0.1:5432/'],
    ['a quote', 'postgres://h/lend"ing'],
    ['a space', 'postgres://h/lend%20ing'],
    ['a path', 'postgres://h/a/b'],
  ])('refuses %s, so the name is safe to quote in CREATE DATABASE', (_case, url) => {
    expect(() => parseDatabaseUrl(url)).toThrow('DATABASE_URL: invalid database name');
  });

  it('refuses a value that is not a URL', () => {
    expect(() => parseDatabaseUrl('not a url')).toThrow();
  });
});
