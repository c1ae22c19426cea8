import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      // The app registers entities through each module's forFeature (no file globs: they break under
      // Jest's ESM loader); the migration tools use the globs of dataSourceOptions.
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.databaseUrl),
        entities: [],
        migrations: [],
        autoLoadEntities: true,
      }),
    }),
  ],
})
export class DatabaseModule {}
