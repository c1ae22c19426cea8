import { registerEnumType } from '@nestjs/graphql';

export enum SortOrder {
  ASC = 'ASC',
  DESC = 'DESC',
}

registerEnumType(SortOrder, { name: 'SortOrder', description: 'Direction of an orderBy clause.' });
