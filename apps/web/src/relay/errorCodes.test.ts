import { resources } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { RequestFailedError } from '../http/RequestFailedError';
import { errorCodesOf, type ErrorReason, hasErrorCode, VALIDATION_FAILED } from './errorCodes';
import { MutationPayloadError } from './usePromiseMutation';

// What Relay hands to onError when a mutation answers `data: null` with errors: the response as `source`.
const relayError = (errors: unknown[]) =>
  Object.assign(new Error('No data returned'), { source: { errors } });

describe('errorCodesOf', () => {
  it('reads extensions.reason of the GraphQL errors, whatever the message says', () => {
    const error = relayError([
      {
        message: 'PATIENT_HAS_LINKED_DATA',
        extensions: { code: 'CONFLICT', reason: 'patients.hasLinkedData' },
      },
      { message: 'Something else' },
    ]);
    expect(errorCodesOf(error)).toEqual(['patients.hasLinkedData']);
    expect(hasErrorCode(error, 'patients.hasLinkedData')).toBe(true);
    expect(hasErrorCode(error, 'account.hasLinkedData')).toBe(false);
  });

  it('does not take a message for a code', () => {
    expect(hasErrorCode(relayError([{ message: 'patients.hasLinkedData' }]), 'patients.hasLinkedData')).toBe(
      false,
    );
  });

  it('gives a GraphQL validation error (no reason on the wire) the code common.validationFailed', () => {
    const error = relayError([
      {
        message: 'Validation failed for the field [registerDoctor].',
        extensions: { code: 'VALIDATION', validation: { 'input.email': ['taken'] } },
      },
    ]);
    expect(errorCodesOf(error)).toEqual([VALIDATION_FAILED]);
    expect(hasErrorCode(error, 'common.validationFailed')).toBe(true);
  });

  it('reads the errors of a MutationPayloadError once', () => {
    const error = new MutationPayloadError([
      {
        message: 'Password confirmation required.',
        extensions: { reason: 'sessions.passwordConfirmationRequired' },
      },
    ] as never);
    expect(errorCodesOf(error)).toEqual(['sessions.passwordConfirmationRequired']);
  });

  it('reads the reasons of a failed REST or network answer', () => {
    const error = new RequestFailedError(409, [
      { message: 'x', reason: 'orders.alreadyPlaced' },
      { message: 'y' },
    ]);
    expect(errorCodesOf(error)).toEqual(['orders.alreadyPlaced']);
  });

  it('finds nothing in anything else', () => {
    expect(errorCodesOf(new Error('ACCOUNT_HAS_LINKED_DATA'))).toEqual([]);
    expect(errorCodesOf(null)).toEqual([]);
    expect(errorCodesOf(undefined)).toEqual([]);
  });
});

describe('ErrorReason', () => {
  it('names the codes the screens ask for, each with a text in the catalogue', () => {
    const asked: ErrorReason[] = [
      'patients.beingProcessed',
      'patients.hasLinkedData',
      'account.hasLinkedData',
      'sessions.passwordConfirmationRequired',
      'registration.alreadyActivated',
      'orders.alreadyPlaced',
      VALIDATION_FAILED,
    ];
    const errors: Record<string, unknown> = resources.de.translation.errors;
    for (const code of asked) {
      const [area, name] = code.split('.') as [string, string];
      expect((errors[area] as Record<string, unknown> | undefined)?.[name], code).toEqual(expect.any(String));
    }
  });
});
