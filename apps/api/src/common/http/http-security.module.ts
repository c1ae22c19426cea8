import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type pg from 'pg';
import { AppConfig } from '../../config/app-config.js';
import { CsrfController } from './csrf.controller.js';
import { createSessionPool, createSessionStore, type SessionStore } from './session.js';
import { SessionReadAhead } from './session-read-ahead.js';
import { SessionRecord } from '../../modules/sessions/entities/session.entity.js';

export const SESSION_POOL = Symbol('SESSION_POOL');
export const SESSION_STORE = Symbol('SESSION_STORE');

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SessionRecord])],
  controllers: [CsrfController],
  providers: [
    { provide: SESSION_POOL, inject: [AppConfig], useFactory: createSessionPool },
    SessionReadAhead,
    { provide: SESSION_STORE, inject: [SESSION_POOL, SessionReadAhead], useFactory: createSessionStore },
  ],
  exports: [SESSION_POOL, SESSION_STORE, SessionReadAhead],
})
export class HttpSecurityModule implements OnApplicationShutdown {
  constructor(
    @Inject(SESSION_POOL) private readonly pool: pg.Pool,
    @Inject(SESSION_STORE) private readonly store: SessionStore,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    // The store first: its prune timer would otherwise query the ended pool.
    await this.store.close();
    await this.pool.end();
  }
}
