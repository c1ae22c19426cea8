import { type Toaster } from '@blueprintjs/core';
import { type RequestParameters } from 'relay-runtime';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerToaster } from '../shared/toast/toast';
import { RequestFailedError } from '../http/RequestFailedError';
import { forgetXsrfToken, XsrfTokenUnavailableError } from '../http/xsrf';
import { i18n } from '../i18n/i18n';
import { doctorSession } from '../session/doctorSession';
import { patientSession } from '../session/patientSession';
import { fetchGraphQL } from './fetchGraphQL';
import { backgroundCacheConfig } from './backgroundCall';
import { inlineValidationCacheConfig } from './inlineValidation';

const request = (operationKind: 'query' | 'mutation'): RequestParameters => ({
  id: null,
  cacheID: 'test',
  name: 'TestOperation',
  operationKind,
  text: `${operationKind} TestOperation { health }`,
  metadata: {},
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const toaster = { show: vi.fn<Toaster['show']>(), dismiss: vi.fn(), clear: vi.fn(), getToasts: vi.fn() };
const shownToasts = () => toaster.show.mock.calls.map(([props]) => props.message);

beforeAll(async () => {
  await i18n.changeLanguage('de');
});

beforeEach(() => {
  registerToaster(toaster);
  document.cookie = 'XSRF-TOKEN=token%3D; path=/';
});

afterEach(() => {
  registerToaster(null);
  toaster.show.mockReset();
  forgetXsrfToken();
  vi.unstubAllGlobals();
});

const signIn = () => {
  doctorSession.set({
    ...doctorSession.get(),
    user: { id: '1', first_name: 'A', last_name: 'B', email: 'a@b.de', permissions: [] },
  });
  patientSession.set({ isAuthenticated: true, patientId: '9', user: null });
};

describe('fetchGraphQL', () => {
  it('posts the operation with cookies, JSON headers and the decoded XSRF token', async () => {
    const fetch = vi.fn().mockResolvedValue(json({ data: { health: 'ok' } }));
    vi.stubGlobal('fetch', fetch);

    await expect(fetchGraphQL(request('query'), { a: 1 })).resolves.toEqual({ data: { health: 'ok' } });

    expect(fetch).toHaveBeenCalledWith('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'token=' },
      body: JSON.stringify({
        query: 'query TestOperation { health }',
        variables: { a: 1 },
        operationName: 'TestOperation',
      }),
    });
  });

  it('sends a mutation with uploadables as a GraphQL multipart request', async () => {
    const fetch = vi.fn().mockResolvedValue(json({ data: { uploadBloodAnalysisResults: { id: '1' } } }));
    vi.stubGlobal('fetch', fetch);
    const file = new File(['%PDF'], 'befund.pdf', { type: 'application/pdf' });

    await fetchGraphQL(request('mutation'), { patientId: '7', file: null }, {}, { file });

    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Apollo-Require-Preflight': 'true',
      'X-XSRF-TOKEN': 'token=',
    });
    const body = init.body as FormData;
    expect(JSON.parse(body.get('operations') as string)).toEqual({
      query: 'mutation TestOperation { health }',
      operationName: 'TestOperation',
      variables: { patientId: '7', file: null },
    });
    expect(JSON.parse(body.get('map') as string)).toEqual({ '0': ['variables.file'] });
    expect((body.get('0') as File).name).toBe('befund.pdf');
  });

  it('sends JSON when the uploadables are empty', async () => {
    const fetch = vi.fn().mockResolvedValue(json({ data: { health: 'ok' } }));
    vi.stubGlobal('fetch', fetch);
    await fetchGraphQL(request('mutation'), {}, {}, {});
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(typeof init.body).toBe('string');
  });

  it('toasts the generic error and fails when the CSRF cookie cannot be fetched', async () => {
    forgetXsrfToken();
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 503 }));
    vi.stubGlobal('fetch', fetch);

    await expect(fetchGraphQL(request('query'), {})).rejects.toBeInstanceOf(XsrfTokenUnavailableError);

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(shownToasts()).toEqual(['Etwas ist schief gelaufen! Bitte versuchen Sie es später noch einmal!']);
  });

  it('logs out doctor and patient and toasts on a 419 mutation', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(json({ message: 'CSRF token mismatch.', reason: 'common.csrfMismatch' }, 419)),
    );

    const failure = fetchGraphQL(request('mutation'), {});
    await expect(failure).rejects.toBeInstanceOf(RequestFailedError);
    await expect(failure).rejects.toMatchObject({
      status: 419,
      failures: [{ message: 'CSRF token mismatch.', reason: 'common.csrfMismatch' }],
    });

    expect(doctorSession.get().user).toBeNull();
    expect(patientSession.get().isAuthenticated).toBe(false);
    expect(shownToasts()).toEqual(['Your session has become inactive! Please try again!']);
  });

  it('hands partial data to Relay and toasts the mutation error with Ups!', async () => {
    const body = { data: { placeOrder: null }, errors: [{ message: 'Der Warenkorb ist leer.' }] };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(body)));

    await expect(fetchGraphQL(request('mutation'), {})).resolves.toEqual(body);

    expect(shownToasts()).toEqual(['Ups! Der Warenkorb ist leer.']);
  });

  it('leaves validation errors to a screen that shows them inline, and still toasts the rest', async () => {
    const validation = {
      message: 'Validation failed for the field [upsertFormulaTemplateTest].',
      extensions: { validation: { 'input.formula': ['Syntaxfehler an Zeichen 3.'] } },
    };
    const body = { data: null, errors: [validation, { message: 'Der Dienst ist ausgelastet.' }] };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(body))),
    );

    await expect(fetchGraphQL(request('mutation'), {}, inlineValidationCacheConfig)).resolves.toEqual(body);
    expect(shownToasts()).toEqual(['Ups! Der Dienst ist ausgelastet.']);

    toaster.show.mockReset();
    await fetchGraphQL(request('mutation'), {});
    expect(shownToasts()).toEqual([
      'Ups! Validation failed for the field [upsertFormulaTemplateTest].',
      'Ups! Der Dienst ist ausgelastet.',
    ]);
  });

  it('fails with the generic toast on a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await expect(fetchGraphQL(request('query'), {})).rejects.toMatchObject({ status: null });

    expect(shownToasts()).toEqual(['Etwas ist schief gelaufen! Bitte versuchen Sie es später noch einmal!']);
  });

  it('tells nothing of a background call that fails, and still fails it', async () => {
    const refused = {
      errors: [{ message: 'Refused.', extensions: { reason: 'common.forbidden' } }],
      data: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(refused, 403))),
    );
    await expect(fetchGraphQL(request('mutation'), {}, backgroundCacheConfig)).rejects.toBeInstanceOf(
      RequestFailedError,
    );
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(fetchGraphQL(request('mutation'), {}, backgroundCacheConfig)).rejects.toMatchObject({
      status: null,
    });
    expect(shownToasts()).toEqual([]);
  });
});
