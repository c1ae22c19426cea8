import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { operatorFixture as operator } from '../../test/operatorFixture';
import { LegalPage } from './LegalPage';

function renderPage(page: string) {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, () => ({ data: { operator } }));
  return renderScreen(<LegalPage />, { path: `/legal/${page}`, route: '/legal/:page', environment });
}

describe('LegalPage', () => {
  it("shows the imprint (§ 5 DDG) with the operator's configured data", async () => {
    renderPage('imprint');
    expect(await screen.findByRole('heading', { name: 'Impressum' })).toBeTruthy();
    expect(screen.getByText('Angaben gemäß § 5 DDG')).toBeTruthy();
    expect(screen.getByText(/Praxisdienste Nord GmbH\s+Hafenstraße 9\s+20457 Hamburg/)).toBeTruthy();
    expect(screen.getByText('Geschäftsführung: Anna Nord, Ben Süd')).toBeTruthy();
    expect(screen.getByText('Amtsgericht Hamburg, HRB 4711')).toBeTruthy();
    expect(screen.getByText('Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE123456789')).toBeTruthy();
  });

  it('shows the privacy notice with the controller, the data protection officer, Art. 9 and retention', async () => {
    renderPage('privacy');
    expect(await screen.findByRole('heading', { name: 'Datenschutzerklärung' })).toBeTruthy();
    expect(screen.getByText(/Dana Schutz, E-Mail dsb@nord.example/)).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: '4. Gesundheitsdaten und genetische Daten (Art. 9 DSGVO)' }),
    ).toBeTruthy();
    expect(screen.getByText(/§ 8 Gendiagnostikgesetz/)).toBeTruthy();
    expect(screen.getByText(/§ 630f Abs. 3 BGB.*§ 147 AO, § 257 HGB/)).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: '6. Empfänger und Auftragsverarbeiter (Art. 28 DSGVO)' }),
    ).toBeTruthy();
  });

  it('shows terms and cooperation agreement with the support contact', async () => {
    renderPage('terms');
    expect(await screen.findByText(/hilfe@nord.example oder \+49 40 456/)).toBeTruthy();
  });

  it('says so for an unknown page', async () => {
    renderPage('nothing');
    expect(await screen.findByText('Diese Seite gibt es nicht.')).toBeTruthy();
  });
});
