import { registerEnumType } from '@nestjs/graphql';

export enum BiologicalSex {
  Female = 'Female',
  Male = 'Male',
}
registerEnumType(BiologicalSex, { name: 'BiologicalSex' });
