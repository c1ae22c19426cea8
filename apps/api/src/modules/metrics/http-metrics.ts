import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Histogram, Registry } from 'prom-client';
import { GRAPHQL_PATH, OperationLabels, statusClass } from './operation-label.js';

// Prometheus' default buckets, plus 30 s for downloads that wait for their document job.
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** How long each HTTP request took, by method, operation and status class. */
@Injectable()
export class HttpMetrics {
  private readonly duration: Histogram<'method' | 'operation' | 'status'>;
  private readonly operations = new OperationLabels();

  constructor(registry: Registry) {
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duration of HTTP requests: GraphQL by operation name, REST by route pattern',
      labelNames: ['method', 'operation', 'status'],
      buckets: BUCKETS,
      registers: [registry],
    });
  }

  /** Express middleware: times every request that reaches it and observes when the response has finished. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      // Read now: a mounted handler (Apollo) rewrites req.url while it runs.
      const isGraphql = req.path === GRAPHQL_PATH;
      const end = this.duration.startTimer();
      res.once('finish', () => {
        end({
          method: req.method,
          operation: this.operations.of(req, isGraphql),
          status: statusClass(res.statusCode),
        });
      });
      next();
    };
  }
}
