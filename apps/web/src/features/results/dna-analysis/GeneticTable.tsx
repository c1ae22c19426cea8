import { Classes, HTMLTable, Icon } from '@blueprintjs/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type GeneticTable_entries$key } from './__generated__/GeneticTable_entries.graphql';
import { groupByGene, matchesResult } from './geneticResult';

interface Props {
  entriesRef: GeneticTable_entries$key;
  /** For genetic profiles: the patient's result, to mark the profile rows it matches. */
  resultRef?: GeneticTable_entries$key;
}

const entriesFragment = graphql`
  fragment GeneticTable_entries on GeneticEntry @relay(plural: true) {
    id
    name
    genotype
    population
    function
    hgvs
  }
`;

/** Variants grouped by gene: rs id, genotype, population frequency and function. */
export function GeneticTable({ entriesRef, resultRef }: Props) {
  const { t } = useTranslation();
  const entries = useFragment(entriesFragment, entriesRef);
  const result = useFragment(entriesFragment, resultRef ?? null);
  return (
    <HTMLTable className="results-table genetic-table" compact>
      <thead>
        <tr>
          <th>{t('dnaAnalysis.detail.gene')}</th>
          <th>{t('dnaAnalysis.detail.rsId')}</th>
          <th>{t('dnaAnalysis.detail.genotype')}</th>
          <th>{t('dnaAnalysis.detail.population')}</th>
          <th>{t('dnaAnalysis.detail.function')}</th>
        </tr>
      </thead>
      <tbody>
        {groupByGene(entries).map((group) => (
          <Fragment key={group.gene}>
            {group.rows.map(({ entry, rsId }, index) => (
              <tr key={entry.id}>
                {index === 0 && (
                  <th scope="rowgroup" rowSpan={group.rows.length}>
                    {group.gene}
                  </th>
                )}
                <td>
                  {rsId ?? '–'}
                  {entry.hgvs && (
                    <div className={`${Classes.TEXT_SMALL} ${Classes.TEXT_MUTED}`}>
                      <code>{entry.hgvs}</code>
                    </div>
                  )}
                </td>
                <td>
                  {entry.genotype}
                  {result && matchesResult(entry, result) && (
                    <Icon
                      icon="tick-circle"
                      intent="success"
                      className="genotype-match"
                      title={t('dnaAnalysis.detail.matches')}
                    />
                  )}
                </td>
                <td>{entry.population ?? '–'}</td>
                <td>{entry.function ?? '–'}</td>
              </tr>
            ))}
          </Fragment>
        ))}
      </tbody>
    </HTMLTable>
  );
}
