import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';

// The one DataSource the migration tools use; the app builds its own through TypeOrmModule.
export default new DataSource(dataSourceOptions(AppConfig.fromEnvironment().databaseUrl));
