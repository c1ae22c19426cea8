import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { isRecord } from '../payment/checked.js';
import { type IdempotencyCache } from '../payment/idempotency.js';
import { type LabOrderAccepted, type LabOrderRefused, type LabReports } from './lab.js';
import { FHIR_CONTENT_TYPE } from './fhir-r4.js';
import { type LabFaultBook } from './lab-faults.js';
import { type LabPartner } from './lab-partner.js';
import { labOrderJson } from './lab-record.js';
import { labReportsBundle } from './lab-report-fhir.js';
import { validateLabOrder } from './validate-lab-order.js';

export interface LabApiDependencies {
  readonly partner: LabPartner;
  readonly faults: LabFaultBook;
  readonly idempotency: IdempotencyCache;
}

/** Sandbox-only barcodes, like a payment provider's test cards. */
const MAGIC = { error500: 'ERR500', timeout: 'TIMEOUT', reject: 'REJECT' } as const;

/** What the portal's API talks to, mounted at /lab/v1: register orders, read them back. */
export function labApiRouter({ partner, faults, idempotency }: LabApiDependencies): Router {
  const router = Router();
  router.use(requireApiKey, express.json({ limit: '1mb' }));

  router.post('/orders', async (request, response) => {
    const body: unknown = request.body;
    const fields = isRecord(body) ? body : {};
    const fault = faults.take('create', textOrNull(fields.externalOrderNo));
    if (fault) return faults.apply(fault, response);

    const apiKey = String(response.locals.apiKey);
    const idempotencyKey = request.get('Idempotency-Key')?.trim() || undefined;
    const remembered = idempotencyKey === undefined ? undefined : idempotency.get(apiKey, idempotencyKey);
    if (remembered) {
      response.status(remembered.status).set('Idempotent-Replayed', 'true').json(remembered.body);
      return;
    }

    const barcode = textOrNull(fields.barcode) ?? '';
    if (barcode.startsWith(MAGIC.error500)) return faults.apply('error500', response);
    if (barcode.startsWith(MAGIC.timeout)) return faults.apply('timeout', response);

    const input = validateLabOrder(body);
    if (!input.ok) {
      refuse(response, 422, { status: 'Rejected', errors: input.errors });
      return;
    }
    if (barcode.startsWith(MAGIC.reject)) {
      refuse(response, 422, {
        status: 'Rejected',
        errors: [{ field: 'barcode', message: `Barcode ${barcode} was rejected by the lab.` }],
      });
      return;
    }
    const registration = partner.register(input.value);
    if (registration.outcome === 'conflict') {
      refuse(response, 409, {
        status: 'Conflict',
        errors: [{ field: 'barcode', message: `Barcode ${barcode} is already registered.` }],
      });
      return;
    }
    const accepted: LabOrderAccepted = {
      status: 'Order Sent',
      labOrderId: registration.record.labOrderId,
      externalOrderNo: registration.record.externalOrderNo,
    };
    if (idempotencyKey !== undefined)
      idempotency.remember(apiKey, idempotencyKey, { status: 200, body: accepted });
    response.json(accepted);
  });

  router.get('/orders', async (request, response) => {
    const { externalOrderNo } = request.query;
    if (externalOrderNo !== undefined && typeof externalOrderNo !== 'string') {
      response.status(400).json({ error: 'Pass at most one externalOrderNo.' });
      return;
    }
    const fault = faults.take('get', externalOrderNo ?? null);
    if (fault) return faults.apply(fault, response);
    response.json(partner.list(externalOrderNo || undefined).map(labOrderJson));
  });

  // Every report of the order, oldest first: the portal fetches these after an order.report_available
  // callback (or a status change to ResultsReady) and keeps each version. As JSON, or as a FHIR R4
  // searchset when the order's reports were posted that way.
  router.get('/orders/:labOrderId/reports', async (request, response) => {
    const record = partner.find(request.params.labOrderId);
    const fault = faults.take('get', record?.externalOrderNo ?? null);
    if (fault) return faults.apply(fault, response);
    if (!record) {
      response.status(404).json({ error: 'Lab order not found.' });
      return;
    }
    if (record.reportFormat === 'fhir') {
      response.status(200).type(FHIR_CONTENT_TYPE).json(labReportsBundle(record.type, record.reports));
      return;
    }
    const reports: LabReports = {
      labOrderId: record.labOrderId,
      externalOrderNo: record.externalOrderNo,
      reports: [...record.reports],
    };
    response.json(reports);
  });

  router.get('/orders/:labOrderId', async (request, response) => {
    const record = partner.find(request.params.labOrderId);
    const fault = faults.take('get', record?.externalOrderNo ?? null);
    if (fault) return faults.apply(fault, response);
    if (!record) {
      response.status(404).json({ error: 'Lab order not found.' });
      return;
    }
    response.json(labOrderJson(record));
  });

  return router;
}

function requireApiKey(request: Request, response: Response, next: NextFunction): void {
  const apiKey = /^Bearer\s+(.+)$/i.exec(request.get('Authorization') ?? '')?.[1]?.trim();
  if (!apiKey) {
    response.status(401).json({ error: 'Send an API key: Authorization: Bearer <key>.' });
    return;
  }
  response.locals.apiKey = apiKey;
  next();
}

// A refused order is not remembered under its Idempotency-Key: fixing it and retrying with the same key works.
function refuse(response: Response, status: 409 | 422, body: LabOrderRefused): void {
  response.status(status).json(body);
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value.trim() : null;
}
