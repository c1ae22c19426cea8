import { type TFunction } from 'i18next';

/** Where a value came from, in words (Noi: the lab partner's analysis). */
export function sourceLabel(t: TFunction, source: string | null | undefined): string {
  if (source == null) return '–';
  switch (source) {
    case 'Noi':
      return t('bloodResults.source.Noi');
    case 'Doctor':
      return t('bloodResults.source.Doctor');
    case 'Upload':
      return t('bloodResults.source.Upload');
    default:
      return '–';
  }
}
