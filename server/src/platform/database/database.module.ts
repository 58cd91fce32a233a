import { DynamicModule, Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource, EntitySchema } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { openDatabase } from './open-database';

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
          useFactory: (config: AppConfig) =>
            openDatabase(config, entities, migrations, new Logger('Database')),
        },
      ],
      exports: [DataSource],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
