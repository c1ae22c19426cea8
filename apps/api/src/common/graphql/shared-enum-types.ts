import { registerEnumType } from '@nestjs/graphql';
import { ConsentType, Permission, Salutation, SortOrder } from '@portal/shared-types';

// The enums that API and web share live once in @portal/shared-types; this registers them in the
// GraphQL schema under the spec's names (test/shared-enums.spec.ts compares the two). Imported for its
// effect by the files whose fields use them.
registerEnumType(Salutation, { name: 'Salutation' });
registerEnumType(Permission, { name: 'Permission' });
registerEnumType(ConsentType, { name: 'ConsentType', description: 'Where a consent is asked for.' });
registerEnumType(SortOrder, { name: 'SortOrder', description: 'Direction of an orderBy clause.' });
