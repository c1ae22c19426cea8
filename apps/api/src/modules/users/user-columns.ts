import type { ColumnNeeds } from '../../common/sql/selected-columns.js';

/** What a user row shown in a list reads besides its selected columns (see columnsForSelection). */
export const USER_ROW_NEEDS: ColumnNeeds = {
  always: ['id'],
  fields: { name: ['title', 'first_name', 'last_name'] },
};
