// The unit as the portal prints it: the catalogue may hold ASCII spellings of a lab or a supplier.
const DISPLAY: Record<string, string> = { ug: 'µg', mcg: 'µg', IU: 'IE', iu: 'IE' };

export const formattedUnit = (unit: string): string => DISPLAY[unit] ?? unit;
