import { HTMLTable, Icon } from '@blueprintjs/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { type GeneticEntryLike, groupByGene, matchesResult } from './geneticResult';

interface Props {
  entries: readonly GeneticEntryLike[];
  /** For genetic profiles: the patient's result, to mark the profile rows it matches. */
  result?: readonly GeneticEntryLike[];
}

/** Variants grouped by gene: rs id, genotype, population frequency and function. */
export function GeneticTable({ entries, result }: Props) {
  const { t } = useTranslation();
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
                <td>{rsId ?? '–'}</td>
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
