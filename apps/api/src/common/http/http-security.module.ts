import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type pg from 'pg';
import { AppConfig } from '../../config/app-config.js';
import { CsrfController } from './csrf.controller.js';
import { createSessionPool } from './session.js';
import { SessionRecord } from '../../modules/sessions/entities/session.entity.js';

export const SESSION_POOL = Symbol('SESSION_POOL');

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SessionRecord])],
  controllers: [CsrfController],
  providers: [{ provide: SESSION_POOL, inject: [AppConfig], useFactory: createSessionPool }],
  exports: [SESSION_POOL],
})
export class HttpSecurityModule implements OnApplicationShutdown {
  constructor(@Inject(SESSION_POOL) private readonly pool: pg.Pool) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
