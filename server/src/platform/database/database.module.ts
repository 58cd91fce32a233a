import { DynamicModule, Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource, EntitySchema } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { ensureDatabase } from './ensure-database';
import { runMigrationsExclusively } from './run-migrations';

type EntityClass = new (...args: never[]) => unknown;

@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  static forRoot(entities: Array<EntityClass | EntitySchema>, migrations: EntityClass[]): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DataSource,
          inject: [AppConfig],
          useFactory: async (config: AppConfig) => {
            const logger = new Logger('Database');
            if (await ensureDatabase(config.DATABASE_URL)) logger.log('Created the database');
            const dataSource = new DataSource(dataSourceOptions(config.DATABASE_URL, entities, migrations));
            await dataSource.initialize();
            const applied = await runMigrationsExclusively(dataSource);
            if (applied.length) logger.log(`Applied migrations: ${applied.join(', ')}`);
            return dataSource;
          },
        },
      ],
      exports: [DataSource],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
