import { brand } from '@portal/shared-types';
import { renderLayout } from './layout.js';

describe('mail layout', () => {
  const mail = renderLayout('de', {
    subject: 'Betreff',
    heading: 'Überschrift',
    paragraphs: ['Absatz'],
    action: { label: 'Öffnen', url: 'https://portal.example/x' },
  });

  it('opens with the wordmark as text and a brand-coloured cell, no image a mail client could drop', () => {
    expect(mail.html).toContain(
      `<strong>${brand.name}</strong> <span style="color:${brand.colors.primary}">`,
    );
    expect(mail.html).toContain(`bgcolor="${brand.colors.primary}"`);
    expect(mail.html).not.toMatch(/<svg|<img/);
  });

  it('draws the button in the brand colour', () => {
    expect(mail.html).toMatch(
      new RegExp(`<a href="https://portal.example/x" style="background:${brand.colors.primary};`),
    );
  });
});
