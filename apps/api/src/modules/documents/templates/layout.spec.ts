import { brand } from '@portal/shared-types';
import { trustedHtml } from '../../../common/html/html.js';
import { renderDocumentLayout } from './layout.js';

describe('document layout', () => {
  it('heads every document with the mark inline and the name as text, ruled in the brand colour', () => {
    const html = renderDocumentLayout('de', 'Gutschrift', trustedHtml('<p>Inhalt</p>'));
    expect(html).toMatch(/<div class="brand">\s*<svg [^>]*viewBox="0 0 32 32"/);
    expect(html).toContain(`<span class="name">${brand.name}</span>`);
    expect(html).toContain(`border-bottom: 2px solid ${brand.colors.primary}`);
    // Self-contained: the renderer blocks the network.
    expect(html).not.toMatch(/(src|href)="https?:/);
  });
});
