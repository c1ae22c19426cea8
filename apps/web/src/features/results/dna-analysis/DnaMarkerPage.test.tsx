import { act, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { resolveAllOperations } from '../../../test/resolveAllOperations';
import { DnaMarkerPage } from './DnaMarkerPage';

const marker = {
  id: '1',
  name: 'Folsäure-Stoffwechsel',
  scalebar_title: 'Folatverwertung',
  description: 'Wie gut Folsäure verwertet wird.',
  docinfo: null,
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  valueDate: '2026-11-02',
  bibliography: ['Smith 2020'],
  symptoms: [{ id: 's1', name: 'Müdigkeit' }],
  indications: [],
  micronutrients: [{ id: '12', name: 'Folsäure' }],
  intervals: [{ value: 100, color: '#238551', length_percent: 100 }],
  interpretation: {
    current_value: 80,
    current_value_color: '#238551',
    value_text: 'Günstig',
    value_description: 'Die Verwertung ist normal.',
    value_color: '#fff',
    value_bg_color: '#238551',
  },
  genetic_result: [
    {
      id: 'g1',
      name: 'MTHFR rs1801133',
      genotype: 'CT',
      population: '40 %',
      function: 'Enzym',
      hgvs: 'NM_005957.5:c.665C>T',
    },
    { id: 'g2', name: 'MTHFR rs1801131', genotype: 'AA', population: null, function: null },
  ],
  desired_genetic_profile: [
    { id: 'p1', name: 'MTHFR rs1801133', genotype: 'CT', population: null, function: null },
  ],
};

function renderPage(dnaMarker: unknown) {
  const environment = createMockEnvironment();
  const variables: unknown[] = [];
  resolveAllOperations(environment, (operation) => {
    variables.push(operation.request.variables);
    return { data: { dnaMarker } };
  });
  renderScreen(<DnaMarkerPage />, {
    path: '/patients/7/dna-analysis/FOLATE',
    route: '/patients/:patientId/dna-analysis/:code',
    environment,
  });
  return { variables };
}

describe('DnaMarkerPage', () => {
  it('shows the scale, the genetic result by gene, the video, chips and bibliography', async () => {
    const { variables } = renderPage(marker);
    await act(async () => {});
    expect(variables).toEqual([{ patientId: '7', code: 'FOLATE' }]);
    expect(screen.getByRole('heading', { name: 'Folsäure-Stoffwechsel' })).toBeTruthy();
    expect(screen.getByText('Ergebnis vom 02.11.2026')).toBeTruthy();
    // One gene heading for both variants of the result, one for the profile.
    expect(screen.getAllByText('MTHFR').length).toBe(2);
    expect(screen.getAllByText('rs1801131').length).toBe(1);
    expect(screen.getByText('NM_005957.5:c.665C>T')).toBeTruthy(); // the variant's HGVS notation (issue 36)
    expect(screen.getByTitle('Entspricht dem Ergebnis')).toBeTruthy();
    expect(screen.getByTitle('Folsäure-Stoffwechsel').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(screen.getByText('Müdigkeit')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Folsäure' }).getAttribute('href')).toBe(
      '/patients/7/micronutrients/12',
    );
    expect(screen.getByText('Smith 2020')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zurück zur DNA-Analyse' }).getAttribute('href')).toBe(
      '/patients/7/dna-analysis',
    );
  });

  it('says Nicht gefunden! for an unknown code', async () => {
    renderPage(null);
    await act(async () => {});
    expect(screen.getByText('Nicht gefunden!')).toBeTruthy();
  });
});
