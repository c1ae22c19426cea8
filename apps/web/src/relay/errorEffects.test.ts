import { describe, expect, it } from 'vitest';
import { type ErrorEffect, errorEffects } from './errorEffects';

const logoutAll: ErrorEffect = { type: 'logoutAll' };
const sessionInactive: ErrorEffect = { type: 'toast', text: { key: 'sessionInactive' }, oops: false };

describe('errorEffects', () => {
  describe('session expired: status 401/419 or the messages CSRF token mismatch / Unauthenticated', () => {
    it.each([
      [401, []],
      [419, []],
      [200, ['CSRF token mismatch.']],
      [200, ['Unauthenticated.']],
      [200, ['Unauthenticated']],
    ])('logs out both sessions quietly on a query (status %s, %j)', (status, messages) => {
      expect(errorEffects({ kind: 'query', status, messages })).toEqual([logoutAll]);
    });

    it.each(['mutation', 'rest'] as const)(
      'logs out and shows the inactive-session toast on a %s',
      (kind) => {
        expect(errorEffects({ kind, status: 419, messages: ['CSRF token mismatch.'] })).toEqual([
          logoutAll,
          sessionInactive,
        ]);
        expect(errorEffects({ kind, status: 200, messages: ['Unauthenticated.'] })).toEqual([
          logoutAll,
          sessionInactive,
        ]);
      },
    );
  });

  it.each(['query', 'mutation', 'rest'] as const)('shows only Zu viele Anfragen on a 429 %s', (kind) => {
    expect(errorEffects({ kind, status: 429, messages: ['Too Many Attempts.'] })).toEqual([
      { type: 'toast', text: { key: 'tooManyRequests' }, oops: false },
    ]);
  });

  it('opens the maintenance modal when write access is required, without a toast', () => {
    expect(
      errorEffects({ kind: 'mutation', status: 200, messages: ['This action requires write access.'] }),
    ).toEqual([{ type: 'openMaintenanceModal', reason: 'maintenance' }]);
    expect(
      errorEffects({ kind: 'rest', status: 503, messages: ['This action requires write access.'] }),
    ).toEqual([{ type: 'openMaintenanceModal', reason: 'maintenance' }]);
  });

  it.each([
    ['mutation', 200],
    ['rest', 423],
  ] as const)(
    'opens the handled-by-admin variant of the modal when an admin is handling the account (%s)',
    (kind, status) => {
      expect(
        errorEffects({
          kind,
          status,
          messages: ['This account is currently being handled by an administrator.'],
        }),
      ).toEqual([{ type: 'openMaintenanceModal', reason: 'handledByAdmin' }]);
    },
  );

  describe('other GraphQL errors', () => {
    it('prefixes the message with Ups! on a mutation, once per distinct message', () => {
      expect(
        errorEffects({ kind: 'mutation', status: 200, messages: ['Order not found.', 'Order not found.'] }),
      ).toEqual([{ type: 'toast', text: { verbatim: 'Order not found.' }, oops: true }]);
    });

    it('shows the message alone on a query', () => {
      expect(errorEffects({ kind: 'query', status: 200, messages: ['Order not found.'] })).toEqual([
        { type: 'toast', text: { verbatim: 'Order not found.' }, oops: false },
      ]);
    });

    it('translates known messages', () => {
      expect(
        errorEffects({ kind: 'mutation', status: 200, messages: ['This action is unauthorized.'] }),
      ).toEqual([{ type: 'toast', text: { key: 'unauthorizedAction' }, oops: true }]);
    });
  });

  describe('REST errors', () => {
    it('translates wrong credentials', () => {
      expect(
        errorEffects({
          kind: 'rest',
          status: 422,
          messages: ['These credentials do not match our records.'],
        }),
      ).toEqual([{ type: 'toast', text: { key: 'wrongCredentials' }, oops: false }]);
    });

    it.each(['Too Many Attempts.', 'The new email has already been taken.'])('swallows %s', (message) => {
      expect(errorEffects({ kind: 'rest', status: 422, messages: [message] })).toEqual([]);
    });

    it('shows other messages as they are', () => {
      expect(errorEffects({ kind: 'rest', status: 422, messages: ['The given data was invalid.'] })).toEqual([
        { type: 'toast', text: { verbatim: 'The given data was invalid.' }, oops: false },
      ]);
    });
  });

  it.each([
    [500, 'a server error'],
    [null, 'a network failure'],
  ])('shows the generic error for %s without a message (%s)', (status, _case) => {
    expect(errorEffects({ kind: 'query', status, messages: [] })).toEqual([
      { type: 'toast', text: { key: 'somethingWentWrong' }, oops: false },
    ]);
  });
});

describe('errorEffects for the account messages of the catalogue', () => {
  it.each([
    ['Account already activated', 'accountAlreadyActivated'],
    ['PASSWORD_ALREADY_SENT', 'passwordAlreadySent'],
    ['Validation failed for the field [changeEmail].', 'emailExists'],
    ['Validation failed for the field [changePassword].', 'wrongPassword'],
    ['The provided password was incorrect.', 'passwordIncorrect'],
    ['ACCOUNT_HAS_LINKED_DATA', 'accountHasLinkedData'],
    ['Validation failed for the field [createPatient].', 'patientExists'],
    ['PATIENT_HAS_LINKED_DATA', 'patientHasLinkedData'],
    ['PATIENT_IS_BEING_PROCESSED', 'patientIsBeingProcessed'],
  ] as const)('shows %s as its own German sentence', (message, key) => {
    expect(errorEffects({ kind: 'mutation', status: 200, messages: [message] })).toEqual([
      { type: 'toast', text: { key }, oops: false },
    ]);
  });
});
