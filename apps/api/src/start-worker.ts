import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { WorkerModule } from './worker.module.js';

// No HTTP server: the worker consumes the queues and runs the schedules until SIGINT/SIGTERM,
// then finishes the jobs in hand before it exits.
const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
app.useLogger(app.get(Logger));
app.enableShutdownHooks();
await app.init();
app.get(Logger).log('worker started');
