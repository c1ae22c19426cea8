/**
 * @generated SignedSource<<8c1ca06e72cca0a6443f182b90f205f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from 'relay-runtime';
export type LifestyleQuestionnaire_answers$data = ReadonlyArray<{
  readonly question_id: string;
  readonly values: ReadonlyArray<string>;
  readonly ' $fragmentType': 'LifestyleQuestionnaire_answers';
}>;
export type LifestyleQuestionnaire_answers$key = ReadonlyArray<{
  readonly ' $data'?: LifestyleQuestionnaire_answers$data;
  readonly ' $fragmentSpreads': FragmentRefs<'LifestyleQuestionnaire_answers'>;
}>;

const node: ReaderFragment = {
  argumentDefinitions: [],
  kind: 'Fragment',
  metadata: {
    plural: true,
  },
  name: 'LifestyleQuestionnaire_answers',
  selections: [
    {
      alias: null,
      args: null,
      kind: 'ScalarField',
      name: 'question_id',
      storageKey: null,
    },
    {
      alias: null,
      args: null,
      kind: 'ScalarField',
      name: 'values',
      storageKey: null,
    },
  ],
  type: 'PatientLifestyleAnswer',
  abstractKey: null,
};

(node as any).hash = '2c7a20ed6967037087170f94b4a5de2c';

export default node;
