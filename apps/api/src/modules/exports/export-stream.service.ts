import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { cellsOf } from './cells.js';
import type { ExportList, ExportRow } from './export-columns.js';
import type { ExportFormat, ExportRequest } from './export-request.js';
import { csvWriter } from './writers/csv-writer.js';
import type { ExportWriter } from './writers/export-writer.js';
import { xlsxWriter } from './writers/xlsx-writer.js';

const writers: Record<ExportFormat, ExportWriter> = { xlsx: xlsxWriter, csv: csvWriter };

/** Rows the cursor fetches at a time: the most the export holds of a list at once. */
export const EXPORT_BATCH_ROWS = 500;

/** `bestellungen_2026-11-01_2026-11-24.xlsx` */
export const exportFileName = (list: ExportList, request: ExportRequest): string =>
  `${list.fileName}_${request.startDate}_${request.endDate}.${writers[request.format].extension}`;

/**
 * Streams a list export straight into the response: a server-side cursor (pg-query-stream on a connection of the
 * TypeORM pool) walks the range in key order, EXPORT_BATCH_ROWS at a time, through the format's writer, with
 * backpressure end to end, so memory stays flat for any range. The connection goes back to the pool when the
 * file is complete; after a failure or a client that went away it is discarded, since its cursor may still be
 * open.
 */
@Injectable()
export class ExportStreams {
  private readonly logger = new Logger(ExportStreams.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async send(response: Response, list: ExportList, request: ExportRequest): Promise<void> {
    const writer = writers[request.format];
    const [client, release] = (await (this.dataSource.driver as PostgresDriver).obtainMasterConnection()) as [
      PoolClient,
      (discard?: Error) => void,
    ];
    try {
      const rows = client.query(
        new QueryStream(`/* export ${list.fileName} */ ${list.sql}`, [request.startDate, request.endDate], {
          batchSize: EXPORT_BATCH_ROWS,
        }),
      );
      response.status(200);
      response.setHeader('Content-Type', writer.contentType);
      response.setHeader('Content-Disposition', `attachment; filename="${exportFileName(list, request)}"`);
      response.setHeader('Cache-Control', 'no-store');
      response.setHeader('X-Content-Type-Options', 'nosniff');
      const toCells = new Transform({
        objectMode: true,
        transform: (row: ExportRow, _encoding, callback) => callback(null, cellsOf(list.columns, row)),
      });
      await pipeline(rows, toCells, ...writer.stages(list.columns, list.sheetName), response);
      release();
    } catch (error) {
      release(error as Error);
      if (!response.headersSent) throw error;
      // The file has begun: the client sees a broken download (or has gone away already).
      this.logger.warn(`${list.fileName} export ended early: ${(error as Error).message}`);
      response.destroy();
    }
  }
}
