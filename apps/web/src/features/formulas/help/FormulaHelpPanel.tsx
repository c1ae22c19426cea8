import { Button, Card, Classes, H5, H6, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type FormulaHelpPanel_inputs$key } from './__generated__/FormulaHelpPanel_inputs.graphql';
import { FormulaFunctions } from './FormulaFunctions';
import { groupFormulaInputs } from './formulaInputGroups';

interface Props {
  inputsRef: FormulaHelpPanel_inputs$key;
  /** Puts the text into the formula at the cursor. */
  onInsert: (text: string) => void;
}

/** Beside the editor: the names a formula may read, searchable and by kind, and the allowed functions. */
export function FormulaHelpPanel({ inputsRef, onInsert }: Props) {
  const { t } = useTranslation();
  const inputs = useFragment(
    graphql`
      fragment FormulaHelpPanel_inputs on FormulaInput @relay(plural: true) {
        name
        label
        kind
      }
    `,
    inputsRef,
  );
  const [search, setSearch] = useState('');
  const groups = groupFormulaInputs(inputs, search);

  return (
    <Card className="formula-help" compact>
      <section className="formula-help-section">
        <H5>{t('formulaTool.inputs.title')}</H5>
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label={t('formulaTool.inputs.search')}
          placeholder={t('formulaTool.inputs.search')}
          value={search}
          onValueChange={setSearch}
        />
        <p className={Classes.TEXT_MUTED}>{t('formulaTool.inputs.hint')}</p>
        {groups.length === 0 && <NonIdealState icon="search" title={t('formulaTool.inputs.notFound')} />}
        {groups.map((group) => (
          <section key={group.kind}>
            <H6>
              {t(`formulaTool.inputs.kinds.${group.kind}`)}{' '}
              <span className={Classes.TEXT_MUTED}>({group.inputs.length})</span>
            </H6>
            <ul className="formula-help-list">
              {group.inputs.map((input) => (
                <li key={input.name}>
                  <Button
                    variant="minimal"
                    size="small"
                    fill
                    alignText="start"
                    onClick={() => onInsert(input.name)}
                  >
                    <code className={Classes.MONOSPACE_TEXT}>{input.name}</code>
                    <span className={Classes.TEXT_MUTED}>{input.label}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
      <FormulaFunctions onInsert={onInsert} />
    </Card>
  );
}
