// The legal pages live on the company website; placeholders until the business gives the final addresses.
export const legalLinks = {
  privacy: 'https://www.vitalis-portal.de/datenschutz',
  terms: 'https://www.vitalis-portal.de/agb',
  imprint: 'https://www.vitalis-portal.de/impressum',
  cooperation: 'https://www.vitalis-portal.de/kooperationsvereinbarung',
} as const;
