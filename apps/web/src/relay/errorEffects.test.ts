import { describe, expect, it } from 'vitest';
import { type ErrorEffect, errorEffects, type Failure } from './errorEffects';

const logoutAll: ErrorEffect = { type: 'logoutAll' };
const sessionInactive: ErrorEffect = {
  type: 'toast',
  text: { reason: 'common.unauthenticated' },
  oops: false,
};
const failure = (message: string, reason?: string, fieldReasons?: string[]): Failure => ({
  message,
  ...(reason ? { reason } : {}),
  ...(fieldReasons ? { fieldReasons } : {}),
});

describe('errorEffects', () => {
  describe('session expired: status 401/419 or the codes of an expired session or CSRF token', () => {
    it.each([
      [401, []],
      [419, []],
      [200, [failure('CSRF token mismatch.', 'common.csrfMismatch')]],
      [200, [failure('Unauthenticated.', 'common.unauthenticated')]],
    ])('logs out both sessions quietly on a query (status %s, %j)', (status, failures) => {
      expect(errorEffects({ kind: 'query', status, failures })).toEqual([logoutAll]);
    });

    it.each(['mutation', 'rest'] as const)(
      'logs out and shows the inactive-session toast on a %s',
      (kind) => {
        expect(
          errorEffects({
            kind,
            status: 419,
            failures: [failure('CSRF token mismatch.', 'common.csrfMismatch')],
          }),
        ).toEqual([logoutAll, sessionInactive]);
        expect(
          errorEffects({
            kind,
            status: 200,
            failures: [failure('Unauthenticated.', 'common.unauthenticated')],
          }),
        ).toEqual([logoutAll, sessionInactive]);
      },
    );
  });

  it.each(['query', 'mutation', 'rest'] as const)('shows only Zu viele Anfragen on a 429 %s', (kind) => {
    expect(
      errorEffects({
        kind,
        status: 429,
        failures: [failure('Too Many Attempts.', 'common.tooManyAttempts')],
      }),
    ).toEqual([{ type: 'toast', text: { reason: 'common.tooManyAttempts' }, oops: false }]);
  });

  it('opens the maintenance modal when write access is required, without a toast', () => {
    const refusal = failure('This action requires write access.', 'common.writeAccessRequired');
    expect(errorEffects({ kind: 'mutation', status: 200, failures: [refusal] })).toEqual([
      { type: 'openMaintenanceModal', reason: 'maintenance' },
    ]);
    expect(errorEffects({ kind: 'rest', status: 503, failures: [refusal] })).toEqual([
      { type: 'openMaintenanceModal', reason: 'maintenance' },
    ]);
  });

  it.each([
    ['rest', 503],
    ['query', 200],
  ] as const)(
    'says a service is down and to try again in a minute, without the maintenance modal (%s)',
    (kind, status) => {
      const outage = failure(
        'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.',
        'common.serviceUnavailable',
      );
      expect(errorEffects({ kind, status, failures: [outage] })).toEqual([
        { type: 'toast', text: { reason: 'common.serviceUnavailable' }, oops: false },
      ]);
    },
  );

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
          failures: [
            failure('This account is currently being handled by an administrator.', 'common.handledByAdmin'),
          ],
        }),
      ).toEqual([{ type: 'openMaintenanceModal', reason: 'handledByAdmin' }]);
    },
  );

  describe('other GraphQL errors', () => {
    it('prefixes a message without a known code with Ups! on a mutation, once per distinct message', () => {
      expect(
        errorEffects({
          kind: 'mutation',
          status: 200,
          failures: [failure('Order not found.'), failure('Order not found.')],
        }),
      ).toEqual([{ type: 'toast', text: { verbatim: 'Order not found.' }, oops: true }]);
    });

    it('shows the message alone on a query', () => {
      expect(errorEffects({ kind: 'query', status: 200, failures: [failure('Order not found.')] })).toEqual([
        { type: 'toast', text: { verbatim: 'Order not found.' }, oops: false },
      ]);
    });

    it('translates known codes', () => {
      expect(
        errorEffects({
          kind: 'mutation',
          status: 200,
          failures: [failure('This action is unauthorized.', 'common.forbidden')],
        }),
      ).toEqual([{ type: 'toast', text: { reason: 'common.forbidden' }, oops: true }]);
    });

    it('shows a validation error by the first field code the catalogue knows, else its message', () => {
      const validation = (fieldReasons?: string[]) =>
        failure('Validation failed for the field [registerDoctor].', 'common.validationFailed', fieldReasons);
      expect(
        errorEffects({ kind: 'mutation', status: 200, failures: [validation(['registration.emailTaken'])] }),
      ).toEqual([{ type: 'toast', text: { reason: 'registration.emailTaken' }, oops: false }]);
      expect(errorEffects({ kind: 'mutation', status: 200, failures: [validation()] })).toEqual([
        {
          type: 'toast',
          text: { verbatim: 'Validation failed for the field [registerDoctor].' },
          oops: true,
        },
      ]);
    });

    it("shows a GraphQL validation error (field codes, no reason of its own) by its field's code", () => {
      const invalidCode = failure('Validation failed for the field [discountCode].', undefined, [
        'shop.discountInvalid',
      ]);
      expect(errorEffects({ kind: 'query', status: 200, failures: [invalidCode] })).toEqual([
        { type: 'toast', text: { reason: 'shop.discountInvalid' }, oops: false },
      ]);
    });
  });

  describe('REST errors', () => {
    it('translates wrong credentials', () => {
      expect(
        errorEffects({
          kind: 'rest',
          status: 422,
          failures: [
            failure('These credentials do not match our records.', 'common.validationFailed', [
              'sessions.credentialsMismatch',
            ]),
          ],
        }),
      ).toEqual([{ type: 'toast', text: { reason: 'sessions.credentialsMismatch' }, oops: false }]);
    });

    it.each([
      ['Too Many Attempts.', 'common.tooManyAttempts'],
      ['The new email has already been taken.', 'account.newEmailTaken'],
    ])('swallows %s', (message, reason) => {
      expect(errorEffects({ kind: 'rest', status: 422, failures: [failure(message, reason)] })).toEqual([]);
    });

    it('shows other messages as they are', () => {
      expect(
        errorEffects({ kind: 'rest', status: 422, failures: [failure('The given data was invalid.')] }),
      ).toEqual([{ type: 'toast', text: { verbatim: 'The given data was invalid.' }, oops: false }]);
    });
  });

  it.each([
    [500, 'a server error'],
    [null, 'a network failure'],
  ])('shows the generic error for %s without a message (%s)', (status, _case) => {
    expect(errorEffects({ kind: 'query', status, failures: [] })).toEqual([
      { type: 'toast', text: { key: 'somethingWentWrong' }, oops: false },
    ]);
  });
});

describe('errorEffects for the account messages of the catalogue', () => {
  it.each([
    ['Account already activated', 'registration.alreadyActivated', undefined],
    ['PASSWORD_ALREADY_SENT', 'passwordReset.alreadySent', undefined],
    ['Validation failed for the field [changeEmail].', 'common.validationFailed', ['account.newEmailTaken']],
    [
      'Validation failed for the field [changePassword].',
      'common.validationFailed',
      ['account.wrongCurrentPassword'],
    ],
    ['The provided password was incorrect.', 'common.validationFailed', ['sessions.passwordIncorrect']],
    ['ACCOUNT_HAS_LINKED_DATA', 'account.hasLinkedData', undefined],
    ['Validation failed for the field [createPatient].', 'common.validationFailed', ['patients.duplicate']],
    ['PATIENT_HAS_LINKED_DATA', 'patients.hasLinkedData', undefined],
    ['PATIENT_IS_BEING_PROCESSED', 'patients.beingProcessed', undefined],
  ] as const)('shows %s as its own sentence (%s)', (message, reason, fieldReasons) => {
    const shown = fieldReasons?.[0] ?? reason;
    expect(
      errorEffects({
        kind: 'mutation',
        status: 200,
        failures: [failure(message, reason, fieldReasons && [...fieldReasons])],
      }),
    ).toEqual([{ type: 'toast', text: { reason: shown }, oops: false }]);
  });
});
