import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { migrations } from '../migrations';
import { configurationEntities } from '../modules/configuration';
import { identityEntities } from '../modules/identity';
import { loadConfig } from '../platform/config/app-config';
import { dataSourceOptions } from '../platform/database/data-source-options';

/** For the TypeORM CLI (`npm run migration:generate`): the same entities and migrations as the app. */
export const entities = [...identityEntities, ...configurationEntities];

export default new DataSource(dataSourceOptions(loadConfig().DATABASE_URL, entities, migrations));
