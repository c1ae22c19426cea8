import { type MissingFieldHandler, ROOT_TYPE } from 'relay-runtime';
import { getDataID } from './getDataID';

// Root fields that read one record by id, and the record's type: a query for such a field finds a record a
// mutation wrote (e.g. the draft order createOrder returned) without asking the server again, and retains it.
const recordFields: Readonly<Record<string, string>> = { order: 'Order' };

export const missingFieldHandlers: MissingFieldHandler[] = [
  {
    kind: 'linked',
    handle(field, record, args) {
      const type = recordFields[field.name];
      if (type === undefined || record?.getType() !== ROOT_TYPE) return undefined;
      const id: unknown = args.id;
      return typeof id === 'string' ? getDataID({ id }, type) : undefined;
    },
  },
];
