import { type TFunction } from 'i18next';
import { type KnownValue } from '../../../../relay/enumValues';
import { type AnalysisResultSource } from '../detail/__generated__/MarkerSummary_marker.graphql';

const labels = {
  Noi: 'bloodResults.source.Noi',
  Doctor: 'bloodResults.source.Doctor',
  Upload: 'bloodResults.source.Upload',
} as const satisfies Record<KnownValue<AnalysisResultSource>, string>;

/** Where a value came from, in words (Noi: the lab partner's analysis). */
export function sourceLabel(t: TFunction, source: string | null | undefined): string {
  if (source == null || !Object.hasOwn(labels, source)) return '–';
  return t(labels[source as keyof typeof labels]);
}
