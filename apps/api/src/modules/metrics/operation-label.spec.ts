import type { Request } from 'express';
import { OperationLabels, statusClass } from './operation-label.js';

const request = (fields: { body?: unknown; query?: Record<string, unknown>; route?: unknown }) =>
  ({ query: {}, ...fields }) as unknown as Request;

describe('OperationLabels', () => {
  it('names a GraphQL request by its operationName, from the body or the query string', () => {
    const labels = new OperationLabels();
    expect(labels.of(request({ body: { operationName: 'OrdersPageQuery' } }), true)).toBe('OrdersPageQuery');
    expect(labels.of(request({ query: { operationName: 'MeQuery' } }), true)).toBe('MeQuery');
  });

  it.each([
    [{}],
    [{ operationName: null }],
    [{ operationName: '' }],
    [[{ operationName: 'Batched' }]],
    [undefined],
  ])('calls a GraphQL request without a name anonymous (body %j)', (body) =>
    expect(new OperationLabels().of(request({ body }), true)).toBe('anonymous'),
  );

  it('puts a malformed name and every name after the cap under other', () => {
    const labels = new OperationLabels(2);
    expect(labels.of(request({ body: { operationName: 'a-b c' } }), true)).toBe('other');
    expect(labels.of(request({ body: { operationName: 'x'.repeat(101) } }), true)).toBe('other');
    expect(labels.of(request({ body: { operationName: 'First' } }), true)).toBe('First');
    expect(labels.of(request({ body: { operationName: 'Second' } }), true)).toBe('Second');
    expect(labels.of(request({ body: { operationName: 'Third' } }), true)).toBe('other');
    expect(labels.of(request({ body: { operationName: 'First' } }), true)).toBe('First');
  });

  it('names a REST request by the pattern of the route that matched, else unmatched', () => {
    const labels = new OperationLabels();
    const route = { path: '/api/orders/:id/download-pdf' };
    expect(labels.of(request({ route }), false)).toBe('/api/orders/:id/download-pdf');
    expect(labels.of(request({}), false)).toBe('unmatched');
    expect(labels.of(request({ route: { path: /regex/ } }), false)).toBe('unmatched');
    expect(labels.of(request({ route: { path: '{/*splat}' } }), false)).toBe('unmatched');
  });
});

describe('statusClass', () => {
  it.each([
    [200, '2xx'],
    [204, '2xx'],
    [302, '3xx'],
    [403, '4xx'],
    [419, '4xx'],
    [503, '5xx'],
  ])('%i → %s', (status, label) => expect(statusClass(status)).toBe(label));
});
