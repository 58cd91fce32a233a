import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { migrations } from '../migrations';
import { entities } from './entities';
import { loadConfig } from '../platform/config/app-config';
import { dataSourceOptions, OWNER_SESSION } from '../platform/database/data-source-options';

/**
 * For the TypeORM CLI (`npm run migration:generate`): the same entities and migrations as the app, as
 * the owner, since the CLI reads and changes the schema.
 */
export default new DataSource(
  dataSourceOptions(loadConfig().databaseOwnerUrl, entities, migrations, OWNER_SESSION),
);
