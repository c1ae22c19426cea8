import type { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { checkWebhookSignature } from '../crypto/webhook-signature.js';
import type { ErrorDefinition } from '../errors/error-catalogue.js';
import { AppError, ErrorCode } from '../errors/app-error.js';
import { InboundEvent } from './inbound-event.entity.js';

export interface WebhookErrors {
  readonly signatureInvalid: ErrorDefinition;
  readonly payloadInvalid: ErrorDefinition;
}

/**
 * A partner's webhook, checked: the signature header over the exact raw bytes under any active secret
 * (400 `signatureInvalid`, logged without the body), then the body against `schema` (400 `payloadInvalid`).
 */
export function verifiedWebhook<Event>(
  rawBody: Buffer,
  signature: string | undefined,
  secrets: readonly string[],
  schema: z.ZodType<Event>,
  errors: WebhookErrors,
  logger: Logger,
): Event {
  const problem = checkWebhookSignature(signature, rawBody, secrets);
  if (problem) {
    logger.warn({ problem }, 'webhook refused');
    throw new AppError(ErrorCode.BadRequest, errors.signatureInvalid);
  }
  try {
    return schema.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    throw new AppError(ErrorCode.BadRequest, errors.payloadInvalid);
  }
}

export type InboundEventRow = Pick<
  InboundEvent,
  'provider' | 'event_id' | 'type' | 'resource_id' | 'payload'
>;

/** Keeps a verified event once per provider and event id; answers the new row's id, null for a redelivery. */
export async function storeInboundEvent(
  dataSource: DataSource,
  row: InboundEventRow,
): Promise<string | null> {
  const result = await dataSource
    .createQueryBuilder()
    .insert()
    .into(InboundEvent)
    .values({ ...row, payload: row.payload as never })
    .orIgnore()
    .returning(['id'])
    .execute();
  return (result.raw as { id: string }[])[0]?.id ?? null;
}
