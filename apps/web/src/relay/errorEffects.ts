// The spec's error catalogue (account/session spec, section 8) as a pure function: a failed call in, what the
// user should see and what the app should do out. runErrorEffects carries the effects out. It decides by the
// code the API sends with every error (`extensions.reason` / REST `reason`); the server's wording is shown only
// for failures that carry no code of the catalogue.

import { i18n } from '../i18n/i18n';
import { type MaintenanceReason } from '../app/maintenance/maintenanceModal';
import { type ErrorReason, VALIDATION_FAILED } from './errorReason';

export type OperationKind = 'query' | 'mutation' | 'rest';

/** One error of a failed call: the server's message and, where the API sent them, its codes. */
export interface Failure {
  message: string;
  /** `<area>.<code>`, e.g. `patients.hasLinkedData`. */
  reason?: string;
  /** The codes of a validation error's fields, in field order. */
  fieldReasons?: readonly string[];
}

export interface FailedCall {
  kind: OperationKind;
  /** null when the request never got an answer (network failure). */
  status: number | null;
  failures: readonly Failure[];
}

/** A text of the catalogue: a failure code (`errors.<reason>`) or one of the web's own error texts. */
export type ToastText = { reason: string } | { key: 'somethingWentWrong' } | { verbatim: string };

export type ErrorEffect =
  | { type: 'logoutAll' }
  | { type: 'openMaintenanceModal'; reason: MaintenanceReason }
  // `oops` prefixes the text with 'Ups! '.
  | { type: 'toast'; text: ToastText; oops: boolean };

// Every area failure the catalogue has a sentence for (`errors.<area>.<code>` in @portal/i18n). Form-rule codes
// (`validation.<key>`) name a field's problem; the form shows them on the field, not as a toast.
// Read from the loaded language's texts: both languages have the same keys.
const isKnownReason = (code: string) =>
  typeof i18n.getResource(i18n.language, 'translation', `errors.${code}`) === 'string';

const sessionExpiredReasons = new Set<string>([
  'common.unauthenticated',
  'common.csrfMismatch',
] satisfies ErrorReason[]);
// Refused writes open the maintenance modal, in the variant of the reason.
const refusedWrites = new Map<string, MaintenanceReason>([
  ['common.writeAccessRequired', 'maintenance'],
  ['common.handledByAdmin', 'handledByAdmin'],
] satisfies [ErrorReason, MaintenanceReason][]);
// REST answers the calling screen words itself.
const silentRestReasons = new Set<string>([
  'common.tooManyAttempts',
  'account.newEmailTaken',
] satisfies ErrorReason[]);

const toast = (text: ToastText, oops = false): ErrorEffect => ({ type: 'toast', text, oops });

function failureToast(kind: OperationKind, failure: Failure): ErrorEffect | null {
  const { reason } = failure;
  if (kind === 'rest' && reason && silentRestReasons.has(reason)) return null;
  // A validation error speaks through its fields: the first one with a catalogue text becomes the toast. GraphQL
  // sends such an error with its field codes only (`extensions.reasons`), without a reason of its own.
  const isValidation =
    reason === VALIDATION_FAILED || (reason === undefined && failure.fieldReasons !== undefined);
  const shown = isValidation ? failure.fieldReasons?.find((code) => isKnownReason(code)) : reason;
  if (shown && isKnownReason(shown))
    return toast({ reason: shown }, shown === 'common.forbidden' && kind === 'mutation');
  return toast({ verbatim: failure.message }, kind === 'mutation');
}

export function errorEffects({ kind, status, failures }: FailedCall): ErrorEffect[] {
  const reasons = failures.map((failure) => failure.reason);

  if (
    status === 401 ||
    status === 419 ||
    reasons.some((reason) => reason && sessionExpiredReasons.has(reason))
  ) {
    // A query that finds the session gone logs out quietly; the guards then send the user to the login.
    return kind === 'query'
      ? [{ type: 'logoutAll' }]
      : [{ type: 'logoutAll' }, toast({ reason: 'common.unauthenticated' })];
  }
  if (status === 429) return [toast({ reason: 'common.tooManyAttempts' })];
  const refusal = reasons.find((reason) => reason && refusedWrites.has(reason));
  if (refusal) return [{ type: 'openMaintenanceModal', reason: refusedWrites.get(refusal)! }];

  const distinct = failures.filter(
    (failure, index) => failures.findIndex((other) => other.message === failure.message) === index,
  );
  if (distinct.length === 0) {
    // Not in the catalogue: a failure without any message (network, 5xx without body) still tells the user.
    return status === null || status >= 400 ? [toast({ key: 'somethingWentWrong' })] : [];
  }
  return distinct.flatMap((failure) => failureToast(kind, failure) ?? []);
}
