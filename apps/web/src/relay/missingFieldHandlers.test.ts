import { createOperationDescriptor, getRequest, graphql } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { createRelayEnvironment } from './environment';

describe('missingFieldHandlers', () => {
  it('finds a record a mutation wrote through its root field, without asking the server', () => {
    const environment = createRelayEnvironment(() => {
      throw new Error('no request expected');
    });
    environment.commitUpdate((store) => {
      const order = store.create('Order:5', 'Order');
      order.setValue('5', 'id');
      order.setValue(12.5, 'total_price');
    });
    // The test reads the fields through environment.lookup.
    /* eslint-disable relay/unused-fields */
    const query = graphql`
      query missingFieldHandlersTestQuery($id: ID!) {
        order(id: $id) {
          id
          total_price
        }
      }
    `;
    /* eslint-enable relay/unused-fields */
    const operation = createOperationDescriptor(getRequest(query), { id: '5' });
    expect(environment.check(operation).status).toBe('available');
    expect(environment.lookup(operation.fragment).data).toEqual({ order: { id: '5', total_price: 12.5 } });
  });
});
