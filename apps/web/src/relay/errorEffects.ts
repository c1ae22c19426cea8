// The spec's error catalogue (account/session spec, section 8) as a pure function: a failed call in, what the
// user should see and what the app should do out. runErrorEffects carries the effects out.

import { type MaintenanceReason } from '../app/maintenance/maintenanceModal';

export type OperationKind = 'query' | 'mutation' | 'rest';

export interface FailedCall {
  kind: OperationKind;
  /** null when the request never got an answer (network failure). */
  status: number | null;
  /** GraphQL `errors[].message`, or the `message` of a REST (or Sanctum) error body. */
  messages: readonly string[];
}

/** Keys under `errors.` in @portal/i18n. */
export type ErrorTextKey =
  | 'sessionInactive'
  | 'tooManyRequests'
  | 'somethingWentWrong'
  | 'wrongCredentials'
  | 'unauthorizedAction'
  | 'accountAlreadyActivated'
  | 'passwordAlreadySent'
  | 'emailExists'
  | 'wrongPassword'
  | 'passwordIncorrect'
  | 'accountHasLinkedData'
  | 'patientExists'
  | 'patientHasLinkedData'
  | 'patientIsBeingProcessed';

export type ToastText = { key: ErrorTextKey } | { verbatim: string };

export type ErrorEffect =
  | { type: 'logoutAll' }
  | { type: 'openMaintenanceModal'; reason: MaintenanceReason }
  // `oops` prefixes the text with 'Ups! '.
  | { type: 'toast'; text: ToastText; oops: boolean };

// The server's messages are compared without a trailing full stop: the spec quotes some with, some without.
const normalize = (message: string) => message.trim().replace(/\.$/, '');

const sessionExpiredMessages = new Set(['CSRF token mismatch', 'Unauthenticated']);
// Refused writes open the maintenance modal, in the variant of the reason.
const refusedWriteMessages = new Map<string, MaintenanceReason>([
  ['This action requires write access', 'maintenance'],
  ['This account is currently being handled by an administrator', 'handledByAdmin'],
]);

// Known GraphQL messages with a German text; the rest are shown as the server wrote them.
const knownGraphQLMessages = new Map<string, ErrorTextKey>([
  ['This action is unauthorized', 'unauthorizedAction'],
]);

// The catalogue's own sentences for account messages: shown as they are, without the 'Ups! ' of other errors.
const accountMessages = new Map<string, ErrorTextKey>([
  ['Account already activated', 'accountAlreadyActivated'],
  ['PASSWORD_ALREADY_SENT', 'passwordAlreadySent'],
  ['Validation failed for the field [changeEmail]', 'emailExists'],
  ['Validation failed for the field [changePassword]', 'wrongPassword'],
  ['The provided password was incorrect', 'passwordIncorrect'],
  ['ACCOUNT_HAS_LINKED_DATA', 'accountHasLinkedData'],
  // Doctor-portal catalogue (section 8): any createPatient validation failure reads as a duplicate.
  ['Validation failed for the field [createPatient]', 'patientExists'],
  ['PATIENT_HAS_LINKED_DATA', 'patientHasLinkedData'],
  ['PATIENT_IS_BEING_PROCESSED', 'patientIsBeingProcessed'],
]);

const knownRestMessages = new Map<string, ErrorTextKey>([
  ['These credentials do not match our records', 'wrongCredentials'],
]);
const silentRestMessages = new Set(['Too Many Attempts', 'The new email has already been taken']);

const toast = (text: ToastText, oops = false): ErrorEffect => ({ type: 'toast', text, oops });

function messageToast(kind: OperationKind, message: string): ErrorEffect | null {
  const normalized = normalize(message);
  if (kind === 'rest') {
    if (silentRestMessages.has(normalized)) return null;
    const key = knownRestMessages.get(normalized);
    return toast(key ? { key } : { verbatim: message });
  }
  const accountKey = accountMessages.get(normalized);
  if (accountKey) return toast({ key: accountKey });
  const key = knownGraphQLMessages.get(normalized);
  return toast(key ? { key } : { verbatim: message }, kind === 'mutation');
}

export function errorEffects({ kind, status, messages }: FailedCall): ErrorEffect[] {
  const normalized = messages.map(normalize);

  if (status === 401 || status === 419 || normalized.some((message) => sessionExpiredMessages.has(message))) {
    // A query that finds the session gone logs out quietly; the guards then send the user to the login.
    return kind === 'query'
      ? [{ type: 'logoutAll' }]
      : [{ type: 'logoutAll' }, toast({ key: 'sessionInactive' })];
  }
  if (status === 429) return [toast({ key: 'tooManyRequests' })];
  const refusal = normalized.find((message) => refusedWriteMessages.has(message));
  if (refusal) return [{ type: 'openMaintenanceModal', reason: refusedWriteMessages.get(refusal)! }];

  const distinct = [...new Set(messages)];
  if (distinct.length === 0) {
    // Not in the catalogue: a failure without any message (network, 5xx without body) still tells the user.
    return status === null || status >= 400 ? [toast({ key: 'somethingWentWrong' })] : [];
  }
  return distinct.flatMap((message) => messageToast(kind, message) ?? []);
}
