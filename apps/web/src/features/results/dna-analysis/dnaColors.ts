// The legend's colours: Blueprint's palette, which the API's interval colours are expected to use as well.
export const dnaLegendColors = [
  { key: 'green', color: '#238551' },
  { key: 'yellow', color: '#c87619' },
  { key: 'red', color: '#cd4246' },
  { key: 'grey', color: '#8f99a8' },
] as const;
