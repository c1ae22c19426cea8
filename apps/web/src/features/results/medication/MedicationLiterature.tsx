import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Bibliography } from '../shared/Bibliography';
import { type MedicationLiterature_results$key } from './__generated__/MedicationLiterature_results.graphql';
import { literatureOf } from './medicationResult';

/** The literature of the shown medications, each reference once. */
export function MedicationLiterature({ resultsRef }: { resultsRef: MedicationLiterature_results$key }) {
  const { t } = useTranslation();
  const results = useFragment(
    graphql`
      fragment MedicationLiterature_results on MedicationResult @relay(plural: true) {
        medication {
          literature
        }
      }
    `,
    resultsRef,
  );
  return <Bibliography title={t('medication.literature')} references={literatureOf(results)} />;
}
