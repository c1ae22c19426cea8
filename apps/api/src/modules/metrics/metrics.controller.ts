import { Controller, Get, Res } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import type { Response } from 'express';
import { Registry } from 'prom-client';
import { RequirePermissions } from '../../common/auth/auth.decorators.js';

/** GET /api/metrics: the Prometheus text exposition, for admins only (not while impersonating). */
@Controller('api')
@RequirePermissions(Permission.ManageMedicalCenters)
export class MetricsController {
  constructor(private readonly registry: Registry) {}

  @Get('metrics')
  async metrics(@Res() response: Response): Promise<void> {
    const text = await this.registry.metrics();
    response.setHeader('Cache-Control', 'no-store');
    response.type(this.registry.contentType).send(text);
  }
}
