import express, { type Response, Router } from 'express';
import { isRecord } from '../payment/checked.js';
import { type LabOrderError, type LabOrderStatus, type LabShipment, statusesOf } from './lab.js';
import { type CallbackDispatcher } from './callback-dispatcher.js';
import { FHIR_CONTENT_TYPE } from './fhir-r4.js';
import { type LabFaultBook, parseExternalOrderNoMatch, parseLabFault } from './lab-faults.js';
import { type LabPartner } from './lab-partner.js';
import { labOrderJson, labOrderWithEventsJson, type LabOrderRecord } from './lab-record.js';
import { buildManualCallback } from './manual-callback.js';
import { readFhirReport } from './read-fhir-report.js';
import { validateLabReport } from './validate-lab-report.js';

export interface LabTestControlsDependencies {
  readonly partner: LabPartner;
  readonly dispatcher: CallbackDispatcher;
  readonly faults: LabFaultBook;
  readonly secret: string;
  /** Forgets everything: orders, events, held callbacks, faults, idempotency keys. */
  readonly reset: () => void;
}

/** JSON controls for the portal's integration tests, mounted at /lab/test; no API key. */
export function labTestControlsRouter(deps: LabTestControlsDependencies): Router {
  const { partner, dispatcher, faults } = deps;
  const router = Router();
  router.use(express.json({ type: ['application/json', FHIR_CONTENT_TYPE] }));

  router.get('/orders', (request, response) => {
    const { externalOrderNo } = request.query;
    if (externalOrderNo !== undefined && typeof externalOrderNo !== 'string') {
      response.status(400).json({ error: 'Pass at most one externalOrderNo.' });
      return;
    }
    response.json(partner.list(externalOrderNo || undefined).map(labOrderWithEventsJson));
  });

  // The clock the tests drive: one step of the flow, or straight to a given status.
  router.post('/orders/:labOrderId/advance', (request, response) => {
    const order = findOrAnswer404(partner, request.params.labOrderId, response);
    if (!order) return;
    const { to, carrier, trackingNumber } = isRecord(request.body) ? request.body : {};
    if (to !== undefined && !statusesOf(order.type).includes(to as LabOrderStatus)) {
      refuse(response, { field: 'to', message: `to must be one of ${statusesOf(order.type).join(', ')}.` });
      return;
    }
    // The parcel of a shipment: both or neither (the sandbox makes up a DHL number otherwise).
    const parcel = shipmentOf(carrier, trackingNumber);
    if (parcel === 'invalid') {
      refuse(response, {
        field: 'carrier',
        message: 'carrier and trackingNumber go together: two non-empty strings of at most 64 characters.',
      });
      return;
    }
    const next = (to as LabOrderStatus | undefined) ?? partner.nextOf(order);
    if (next === null) {
      response.status(409).json({ error: `The order is ${order.status}: nothing follows.` });
      return;
    }
    const { event, held, dropped, deliveries } = partner.changeStatus(order, next, new Date(), parcel);
    response.json({ order: labOrderJson(order), event: { ...event, held, dropped, deliveries } });
  });

  // The lab's results: a report (blood values or genotypes) as JSON or as a FHIR R4 Bundle; posting again
  // issues a corrected version.
  router.post('/orders/:labOrderId/reports', (request, response) => {
    const order = findOrAnswer404(partner, request.params.labOrderId, response);
    if (!order) return;
    const body: unknown = request.body;
    const checked =
      isRecord(body) && body.resourceType === 'Bundle'
        ? readFhirReport(body, order.type)
        : validateLabReport(body, order.type);
    if (!checked.ok) {
      response.status(422).json({ error: 'The report is not valid.', errors: checked.errors });
      return;
    }
    const { report, event } = partner.addReport(order, checked.value);
    response.status(201).json({
      order: labOrderJson(order),
      report,
      event: { ...event.event, held: event.held, dropped: event.dropped, deliveries: event.deliveries },
    });
  });

  router.post('/orders/:labOrderId/redeliver', async (request, response) => {
    const order = findOrAnswer404(partner, request.params.labOrderId, response);
    if (!order) return;
    const latest = order.events.at(-1);
    if (!latest) {
      response.status(409).json({ error: 'The order has no event yet: advance it first.' });
      return;
    }
    response.json(await dispatcher.deliver(latest));
  });

  router.post('/orders/:labOrderId/callback', async (request, response) => {
    const order = findOrAnswer404(partner, request.params.labOrderId, response);
    if (!order) return;
    const callback = buildManualCallback(order, request.body, deps.secret);
    if (!callback.ok) {
      refuse(response, callback.error);
      return;
    }
    const { event, body, signature } = callback.value;
    response.json({ event, ...(await dispatcher.sendOnce(order.callbackUrl, body, signature)) });
  });

  router.post('/orders/:labOrderId/drop-next', (request, response) => {
    const order = findOrAnswer404(partner, request.params.labOrderId, response);
    if (!order) return;
    order.dropNext += 1;
    response.json({ labOrderId: order.labOrderId, dropNext: order.dropNext });
  });

  router.post('/callbacks/hold', (request, response) => {
    const { hold, match } = isRecord(request.body) ? request.body : {};
    if (typeof hold !== 'boolean') {
      refuse(response, { field: 'hold', message: 'hold must be true or false.' });
      return;
    }
    const prefix = parseExternalOrderNoMatch(match);
    if (!prefix.ok) {
      refuse(response, prefix.error);
      return;
    }
    dispatcher.setHold(hold, prefix.value);
    response.json({ hold, match: prefix.value === undefined ? null : { externalOrderNo: prefix.value } });
  });

  router.post('/callbacks/release', async (request, response) => {
    const { order = 'fifo', match } = isRecord(request.body) ? request.body : {};
    if (order !== 'fifo' && order !== 'reverse') {
      refuse(response, { field: 'order', message: 'order must be "fifo" or "reverse".' });
      return;
    }
    const prefix = parseExternalOrderNoMatch(match);
    if (!prefix.ok) {
      refuse(response, prefix.error);
      return;
    }
    response.json({ sent: await dispatcher.release(order, prefix.value) });
  });

  router.get('/faults', (_request, response) => {
    response.json(faults.list());
  });

  router.post('/faults', (request, response) => {
    const fault = parseLabFault(request.body);
    if (!fault.ok) {
      refuse(response, fault.error);
      return;
    }
    faults.add(fault.value);
    response.status(201).json(fault.value);
  });

  router.delete('/faults', (_request, response) => {
    faults.clear();
    response.status(204).end();
  });

  router.delete('/', (_request, response) => {
    deps.reset();
    response.status(204).end();
  });

  return router;
}

function findOrAnswer404(
  partner: LabPartner,
  labOrderId: string,
  response: Response,
): LabOrderRecord | undefined {
  const order = partner.find(labOrderId);
  if (!order) response.status(404).json({ error: 'Lab order not found.' });
  return order;
}

function refuse(response: Response, { field, message }: LabOrderError): void {
  response.status(422).json({ error: message, field });
}

function shipmentOf(carrier: unknown, trackingNumber: unknown): LabShipment | undefined | 'invalid' {
  if (carrier === undefined && trackingNumber === undefined) return undefined;
  const valid = (value: unknown): value is string =>
    typeof value === 'string' && value.trim() !== '' && value.length <= 64;
  return valid(carrier) && valid(trackingNumber) ? { carrier, trackingNumber } : 'invalid';
}
