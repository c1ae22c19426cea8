// The legal pages inside the portal (public routes), rendered from the operator's configuration.
export const legalPages = ['imprint', 'privacy', 'terms', 'cooperation'] as const;
export type LegalPageName = (typeof legalPages)[number];

export const legalLinks = {
  privacy: '/legal/privacy',
  terms: '/legal/terms',
  imprint: '/legal/imprint',
  cooperation: '/legal/cooperation',
} as const satisfies Record<LegalPageName, string>;
