import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { FormulaToolRoutes } from './FormulaToolRoutes';

const renderAt = (path: string) =>
  renderScreen(<FormulaToolRoutes notFound={<p>404 Nicht gefunden</p>} />, {
    path,
    route: '/admin/formula-tool/*',
  });

describe('FormulaToolRoutes', () => {
  it('shows the list at the index', async () => {
    renderAt('/admin/formula-tool');
    expect(await screen.findByRole('heading', { name: 'Formel-Tool' })).toBeTruthy();
  });

  it('gives unknown paths below the tool to the 404 page', () => {
    renderAt('/admin/formula-tool/edit');
    expect(screen.getByText('404 Nicht gefunden')).toBeTruthy();
  });
});
