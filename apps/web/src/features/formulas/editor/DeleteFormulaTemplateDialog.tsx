import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { validationErrorsOf } from '../../../forms/serverErrors';
import { toast } from '../../../shared/toast/toast';
import { type DeleteFormulaTemplateDialog_template$key } from './__generated__/DeleteFormulaTemplateDialog_template.graphql';
import { useUpsertFormulaTemplateMutation } from './useUpsertFormulaTemplateMutation';

interface Props {
  templateRef: DeleteFormulaTemplateDialog_template$key;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a template (a soft delete: the list hides it, its versions stay). */
export function DeleteFormulaTemplateDialog({ templateRef, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const template = useFragment(
    graphql`
      fragment DeleteFormulaTemplateDialog_template on FormulaTemplate {
        id
        name
        formula
        micronutrient_id
      }
    `,
    templateRef,
  );
  const [upsert, deleting] = useUpsertFormulaTemplateMutation();
  // The API's refusal (its validation messages are not toasted for this mutation).
  const [refusal, setRefusal] = useState<string[]>([]);
  const submit = () =>
    upsert({
      // The saved template, not the form's edits: only the deletion changes.
      variables: {
        input: {
          id: template.id,
          name: template.name,
          formula: template.formula,
          micronutrient_id: template.micronutrient_id,
          is_deleted: true,
        },
      },
      updater: (store) => {
        const root = store.getRoot();
        const listed = root.getLinkedRecords('formulaTemplates');
        if (listed)
          root.setLinkedRecords(
            listed.filter((record) => record?.getValue('id') !== template.id),
            'formulaTemplates',
          );
      },
      onCompleted: (_, errors) => {
        if (errors?.length) return;
        toast.success(t('formulaTool.delete.done', { name: template.name }));
        onDeleted();
      },
      onError: (error) => setRefusal(Object.values(validationErrorsOf(error)).flat()),
    });

  return (
    <Dialog isOpen title={t('formulaTool.delete.title')} onClose={onClose}>
      <DialogBody>
        <p>{t('formulaTool.delete.confirm', { name: template.name })}</p>
        <Callout compact>{t('formulaTool.delete.keeps')}</Callout>
        {refusal.length > 0 && (
          <Callout intent={Intent.DANGER} compact role="alert">
            {refusal.join(' ')}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('formulaTool.delete.cancel')} onClick={onClose} disabled={deleting} />
            <Button
              intent={Intent.DANGER}
              icon="trash"
              text={t('formulaTool.delete.submit')}
              loading={deleting}
              onClick={submit}
            />
          </>
        }
      />
    </Dialog>
  );
}
