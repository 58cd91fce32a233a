import type { DataSourceOptions, EntitySchema, MixedList } from 'typeorm';

type Constructor = new (...args: never[]) => unknown;

/** Never synchronize: the schema comes only from the checked-in migrations. */
export function dataSourceOptions(
  url: string,
  entities: MixedList<Constructor | EntitySchema>,
  migrations: Constructor[],
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    logging: ['error'],
    extra: { max: 20 },
  };
}
