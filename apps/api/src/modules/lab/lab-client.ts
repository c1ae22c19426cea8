import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { AppConfig } from '../../config/app-config.js';
import { NoiOrderStatus } from '../orders/index.js';
import { FHIR_JSON } from '../../common/fhir/fhir-systems.js';
import { labReportsFromFhir } from './lab-fhir-reports.js';
import type { LabOrderRequest } from './lab-order-payload.js';

/** The lab's answer to registering a part; `status` 504 stands for "no answer in time". */
export interface LabRegistrationAnswer {
  readonly status: number;
  readonly labOrderId: string | null;
  readonly errors: string[];
}

/** A lab order as the lab reports it (fetch-back and reconciliation). */
export interface LabOrderState {
  readonly labOrderId: string;
  readonly externalOrderNo: string;
  readonly status: NoiOrderStatus;
  /** How many statuses the lab order has had: the sequence of its current one. */
  readonly sequence: number;
  /** The parcel of a shipped supplements order (docs/decisions/lab.md, "Shipment"); null before. */
  readonly shipment: { carrier: string; trackingNumber: string } | null;
}

/** Task.output's type code for the parcel's tracking number (FHIR R4 Task.output, valueIdentifier). */
export const SHIPMENT_OUTPUT_CODE = 'shipment-tracking';

// One FHIR R4 Task.output: a typed value; only the identifier kind is read, other outputs pass through.
const taskOutputSchema = z
  .object({
    type: z.object({ coding: z.array(z.object({ code: z.string() }).passthrough()).min(1) }).passthrough(),
    valueIdentifier: z
      .object({
        value: z.string().trim().min(1).max(64),
        assigner: z.object({ display: z.string().trim().min(1).max(64) }).passthrough(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough();

/** One version of a report of results, as the lab sends it. */
export interface LabReportVersion {
  readonly reportId: string;
  readonly version: number;
  readonly status: 'final' | 'corrected';
  readonly issuedAt: Date;
  readonly collectedOn: string;
  readonly blood: { code: string; value: number; unit: string }[];
  readonly genotypes: { gene: string; rsId: string; genotype: string; orientation?: string }[];
}

export class LabUnavailableError extends Error {}

const errorsSchema = z
  .object({ errors: z.array(z.object({ message: z.string() }).passthrough()).optional() })
  .passthrough();

const labOrderSchema = z.object({
  labOrderId: z.string().min(1).max(64),
  externalOrderNo: z.string().min(1).max(100),
  status: z.enum(NoiOrderStatus),
  statusHistory: z.array(z.object({ status: z.string() }).passthrough()).min(1),
  output: z.array(taskOutputSchema).max(20).optional(),
});

type TaskOutput = z.infer<typeof taskOutputSchema>;

/** The carrier (the identifier's assigner) and tracking number of the shipment output, if there is one. */
function shipmentOf(output: TaskOutput[] | undefined): LabOrderState['shipment'] {
  const parcel = output?.find((entry) => entry.type.coding.some((c) => c.code === SHIPMENT_OUTPUT_CODE));
  const identifier = parcel?.valueIdentifier;
  return identifier ? { carrier: identifier.assigner.display, trackingNumber: identifier.value } : null;
}

const reportsSchema = z.object({
  reports: z.array(
    z.object({
      reportId: z.string().min(1).max(64),
      version: z.number().int().min(1),
      status: z.enum(['final', 'corrected']),
      issuedAt: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
      collectedOn: z.iso.date(),
      blood: z.array(
        z.object({ code: z.string().min(1).max(64), value: z.number(), unit: z.string().max(32) }),
      ),
      genotypes: z.array(
        z.object({
          gene: z.string().min(1).max(32),
          rsId: z.string().min(1).max(32),
          genotype: z.string().min(1).max(32),
          orientation: z.string().min(1).max(16).optional(),
        }),
      ),
    }),
  ),
});

/**
 * The lab partner over HTTP at LAB_API_URL (`/v1/orders`). Every call is bounded by LAB_TIMEOUT_MS.
 * Errors name the operation and status only: the API key never reaches a message or a log.
 */
@Injectable()
export class LabClient {
  constructor(private readonly config: AppConfig) {}

  /** Registers a part; the idempotency key makes a repeated send (a job run again) answer the first result. */
  async register(request: LabOrderRequest, idempotencyKey: string): Promise<LabRegistrationAnswer> {
    let response: Response;
    try {
      response = await this.call('/v1/orders', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify(request),
      });
    } catch (error) {
      return { status: 504, labOrderId: null, errors: [(error as Error).message] };
    }
    const body = await response.json().catch(() => null);
    if (response.ok) {
      const labOrderId = (body as { labOrderId?: unknown } | null)?.labOrderId;
      if (typeof labOrderId !== 'string' || labOrderId === '')
        return { status: 502, labOrderId: null, errors: ['The lab accepted the order without an id.'] };
      return { status: response.status, labOrderId, errors: [] };
    }
    const parsed = errorsSchema.safeParse(body);
    const errors = parsed.success ? (parsed.data.errors ?? []).map((error) => error.message) : [];
    return {
      status: response.status,
      labOrderId: null,
      errors: errors.length ? errors : [response.statusText],
    };
  }

  /** The lab's current state of one of its orders; null when the lab does not know it. */
  async fetchOrder(labOrderId: string): Promise<LabOrderState | null> {
    const response = await this.call(`/v1/orders/${encodeURIComponent(labOrderId)}`, { method: 'GET' }).catch(
      (error: Error) => {
        throw new LabUnavailableError(`lab get failed: ${error.message}`);
      },
    );
    if (response.status === 404) return null;
    if (!response.ok) throw new LabUnavailableError(`lab get answered ${response.status}`);
    const parsed = labOrderSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new LabUnavailableError('The lab answered an unreadable order');
    const { statusHistory, output, ...order } = parsed.data;
    return { ...order, sequence: statusHistory.length, shipment: shipmentOf(output) };
  }

  /** Every report version of one of the lab's orders, oldest first; null when the lab does not know it. */
  async fetchReports(labOrderId: string): Promise<LabReportVersion[] | null> {
    const response = await this.call(`/v1/orders/${encodeURIComponent(labOrderId)}/reports`, {
      method: 'GET',
      // Either adapter: the lab answers FHIR R4 or its JSON, and the content type says which.
      headers: { Accept: `${FHIR_JSON}, application/json;q=0.9` },
    }).catch((error: Error) => {
      throw new LabUnavailableError(`lab reports failed: ${error.message}`);
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new LabUnavailableError(`lab reports answered ${response.status}`);
    const body = await response.json().catch(() => null);
    if (response.headers.get('content-type')?.startsWith(FHIR_JSON)) {
      const fromFhir = labReportsFromFhir(body);
      if (!fromFhir) throw new LabUnavailableError('The lab answered an unreadable FHIR bundle');
      return fromFhir;
    }
    const parsed = reportsSchema.safeParse(body);
    if (!parsed.success) throw new LabUnavailableError('The lab answered unreadable reports');
    return parsed.data.reports;
  }

  private async call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.config.labApiUrl}${path}`, {
        ...init,
        headers: { ...init.headers, Authorization: `Bearer ${this.config.labApiKey}` },
        signal: AbortSignal.timeout(this.config.labTimeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new Error(
        timedOut ? `no answer within ${this.config.labTimeoutMs} ms` : 'the lab is unreachable',
        { cause: error },
      );
    }
  }
}
