import { graphql, useMutation } from 'react-relay';
import { commitWithInlineValidation } from '../../../relay/inlineValidation';
import { type useUpsertFormulaTemplateMutation as Mutation } from './__generated__/useUpsertFormulaTemplateMutation.graphql';

/** Saves a template (a new version of it) or, with `is_deleted`, deletes it; its messages go on the fields. */
export function useUpsertFormulaTemplateMutation() {
  return useMutation<Mutation>(
    graphql`
      mutation useUpsertFormulaTemplateMutation($input: FormulaTemplateInput!) {
        upsertFormulaTemplate(input: $input) {
          id
          name
          version
          ...FormulaTemplateRow_template
        }
      }
    `,
    commitWithInlineValidation,
  );
}
