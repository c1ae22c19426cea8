import { Public } from '../../common/auth/public.decorator.js';
import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../../common/redis/redis.module.js';

type Probe = 'up' | 'down';

@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /**
   * Liveness, what the load balancer checks: the process answers and its event loop runs. It does not ask the
   * database or Redis: they are shared by every API process, so an outage would take all of them out at once and
   * turn the requests that would have waited for the database (waiting-pool.ts) into certain failures.
   */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness for operators and monitoring: the database and Redis answer. */
  @Get()
  async check(@Res() res: Response): Promise<void> {
    const [database, redis] = await Promise.all([
      this.probe(() => this.dataSource.query('SELECT 1')),
      this.probe(() => this.redis.ping()),
    ]);
    const healthy = database === 'up' && redis === 'up';
    res
      .status(healthy ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .json({ status: healthy ? 'ok' : 'error', database, redis });
  }

  private async probe(check: () => Promise<unknown>): Promise<Probe> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        check(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), 2000);
        }),
      ]);
      return 'up';
    } catch {
      return 'down';
    } finally {
      // A finished probe must not keep its timer (and with it the process) alive for two seconds.
      clearTimeout(timer);
    }
  }
}
