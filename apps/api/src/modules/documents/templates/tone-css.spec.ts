import { STATUS_TONE_COLOURS } from '@portal/shared-types';
import { bloodAnalysisDocument } from './blood-analysis.template.js';
import { dnaAnalysisDocument } from './dna-analysis.template.js';

const header = {
  practice: 'Praxis Dr. Muster',
  patientName: 'Erika Mustermann',
  patientBirthDate: '1980-01-01',
  date: '2026-12-06T09:00:00Z',
};

describe('PDF status colours come from the one status mapping', () => {
  it('prints blood value states in the tones of the screens', () => {
    const html = bloodAnalysisDocument('de', { ...header, rows: [] });
    const { success, warning, danger } = STATUS_TONE_COLOURS;
    expect(html).toContain(`.state-optimal { color: ${success.text}; background: ${success.background}; }`);
    expect(html).toContain(
      `.state-low, .state-high { color: ${warning.text}; background: ${warning.background}; }`,
    );
    expect(html).toContain(
      `.state-tooLow, .state-tooHigh { color: ${danger.text}; background: ${danger.background}; }`,
    );
  });

  it('prints DNA levels as coloured words (no tint: the symbol and word carry it in black and white)', () => {
    const html = dnaAnalysisDocument('de', { ...header, version: '1', rows: [] });
    expect(html).toContain(`.level.bad, .r0 { color: ${STATUS_TONE_COLOURS.danger.text}; }`);
    expect(html).toContain(`.level.good, .r2 { color: ${STATUS_TONE_COLOURS.success.text}; }`);
  });
});
