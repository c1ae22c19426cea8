import { Button, Callout, H2, Intent, Tag } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { SelectField } from '../../../forms/SelectField';
import { TextField } from '../../../forms/TextField';
import { showValidationErrors } from '../../../forms/serverErrors';
import { BackLink } from '../../results/shared/BackLink';
import { toast } from '../../../shared/toast/toast';
import { formulaToolPath } from '../formulaToolPaths';
import { FormulaHelpPanel } from '../help/FormulaHelpPanel';
import { type FormulaTemplateEditor_catalogue$key } from './__generated__/FormulaTemplateEditor_catalogue.graphql';
import { type FormulaTemplateEditor_template$key } from './__generated__/FormulaTemplateEditor_template.graphql';
import { DeleteFormulaTemplateDialog } from './DeleteFormulaTemplateDialog';
import { FormulaField, type FormulaFieldHandle } from './FormulaField';
import {
  formulaTemplateErrorFields,
  formulaTemplateInput,
  type FormulaTemplateValues,
  isSortOrder,
  newFormulaTemplateValues,
  testInputOrNull,
} from './formulaTemplateValues';
import { TestRun } from './TestRun';
import { useUpsertFormulaTemplateMutation } from './useUpsertFormulaTemplateMutation';

interface Props {
  catalogueRef: FormulaTemplateEditor_catalogue$key;
  /** The template being edited; null on /add. */
  templateRef: FormulaTemplateEditor_template$key | null;
}

/** The form of /add and /edit/{templateId}: saving an edit makes the template's next version. */
export function FormulaTemplateEditor({ catalogueRef, templateRef }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const catalogue = useFragment(
    graphql`
      fragment FormulaTemplateEditor_catalogue on Query {
        micronutrients(first: 100) {
          data {
            id
            name
            formattedUnit
          }
        }
        formulaInputs {
          ...FormulaHelpPanel_inputs
        }
      }
    `,
    catalogueRef,
  );
  const template = useFragment(
    graphql`
      fragment FormulaTemplateEditor_template on FormulaTemplate {
        id
        name
        formula
        micronutrient_id
        sort_order
        test_input_value
        version
        ...DeleteFormulaTemplateDialog_template
      }
    `,
    templateRef,
  );
  const form = useForm<FormulaTemplateValues>({
    defaultValues: template
      ? {
          name: template.name,
          micronutrient_id: template.micronutrient_id,
          sort_order: String(template.sort_order),
          formula: template.formula,
          test_input_value: template.test_input_value ?? '',
        }
      : newFormulaTemplateValues,
    mode: 'onTouched',
  });
  const [formula, testInput, micronutrientId] = useWatch({
    control: form.control,
    name: ['formula', 'test_input_value', 'micronutrient_id'],
  });
  const formulaField = useRef<FormulaFieldHandle>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [deleting, setDeleting] = useState(false);
  const [upsert, saving] = useUpsertFormulaTemplateMutation();
  const micronutrients = catalogue.micronutrients.data;
  const unit =
    micronutrients.find((micronutrient) => micronutrient.id === micronutrientId)?.formattedUnit ?? '';
  const backToList = () => void navigate(formulaToolPath);

  const submit = form.handleSubmit((values) => {
    setUnplaced([]);
    upsert({
      variables: { input: formulaTemplateInput(values, template?.id) },
      onCompleted: ({ upsertFormulaTemplate: saved }, errors) => {
        if (errors?.length) return;
        toast.success(t('formulaTool.editor.saved', { name: saved.name, version: saved.version }));
        backToList();
      },
      onError: (error) => setUnplaced(showValidationErrors(error, form.setError, formulaTemplateErrorFields)),
    });
  });

  return (
    <section className="formula-editor">
      <BackLink to={formulaToolPath} text={t('formulaTool.editor.back')} />
      <div className="page-header">
        <div className="formula-editor-title">
          <H2>{t(template ? 'formulaTool.editor.editTitle' : 'formulaTool.editor.addTitle')}</H2>
          {template && (
            <Tag large minimal>
              {t('formulaTool.editor.version', { version: template.version })}
            </Tag>
          )}
        </div>
        <div className="formula-editor-actions">
          <Button text={t('formulaTool.editor.cancel')} onClick={backToList} disabled={saving} />
          {template && (
            <Button
              intent={Intent.DANGER}
              variant="outlined"
              icon="trash"
              text={t('formulaTool.editor.delete')}
              onClick={() => setDeleting(true)}
              disabled={saving}
            />
          )}
          <Button
            intent={Intent.PRIMARY}
            icon="floppy-disk"
            text={t('formulaTool.editor.save')}
            loading={saving}
            onClick={() => void submit()}
          />
        </div>
      </div>
      {template && (
        <Callout icon="history" compact>
          {t('formulaTool.editor.newVersion', { next: template.version + 1 })}
        </Callout>
      )}
      <div className="formula-editor-body">
        <form className="formula-editor-form" onSubmit={(event) => void submit(event)} noValidate>
          <div className="form-row">
            <TextField
              control={form.control}
              name="name"
              label={t('formulaTool.editor.name')}
              rules={{ validate: (value: string) => value.trim() !== '' || t('validation.required') }}
            />
            <SelectField
              control={form.control}
              name="micronutrient_id"
              label={t('formulaTool.editor.micronutrient')}
              placeholder={t('formulaTool.editor.micronutrientPlaceholder')}
              options={micronutrients.map(({ id, name }) => ({ value: id, label: name }))}
              rules={{ required: t('validation.required') }}
            />
            <TextField
              control={form.control}
              name="sort_order"
              label={t('formulaTool.editor.sortOrder')}
              inputMode="numeric"
              rules={{
                validate: (value: string) => isSortOrder(value) || t('formulaTool.editor.sortOrderInvalid'),
              }}
            />
          </div>
          <FormulaField
            ref={formulaField}
            control={form.control}
            testInput={testInputOrNull(testInput)}
            micronutrientId={micronutrientId || null}
          />
          <TestRun control={form.control} formula={formula} unit={unit} />
          {unplaced.length > 0 && (
            <Callout intent={Intent.DANGER} role="alert">
              {unplaced.join(' ')}
            </Callout>
          )}
        </form>
        <FormulaHelpPanel
          inputsRef={catalogue.formulaInputs}
          onInsert={(text) => formulaField.current?.insert(text)}
        />
      </div>
      {template && deleting && (
        <DeleteFormulaTemplateDialog
          templateRef={template}
          onClose={() => setDeleting(false)}
          onDeleted={backToList}
        />
      )}
    </section>
  );
}
