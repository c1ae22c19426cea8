import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { configureHttp } from './common/http/configure-http.js';
import { AppConfig } from './config/app-config.js';

const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true });
app.useLogger(app.get(Logger));
configureHttp(app);
app.enableShutdownHooks();
const config = app.get(AppConfig);
await app.listen(config.port);
app.get(Logger).log(`API listening on ${config.appUrl} (port ${config.port})`);
