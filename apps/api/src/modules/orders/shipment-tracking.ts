// The carriers' public tracking pages (docs/decisions/orders.md, "Shipment tracking"): the production partner
// names the carrier, we build the link. A carrier not in the table gets no link; the number is still shown.

const TRACKING_PAGES: Record<string, (number: string) => string> = {
  dhl: (n) => `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${n}`,
  dpd: (n) => `https://tracking.dpd.de/status/de_DE/parcel/${n}`,
  gls: (n) => `https://gls-group.com/DE/de/paketverfolgung?match=${n}`,
  ups: (n) => `https://www.ups.com/track?loc=de_DE&tracknum=${n}`,
  hermes: (n) => `https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#${n}`,
  'post.at': (n) => `https://www.post.at/s/sendungssuche?snr=${n}`,
  'swiss post': (n) => `https://service.post.ch/ekp-web/ui/entry/shipping/1/?parcelId=${n}`,
};

// How partners write the carriers: one key per carrier.
const ALIASES: Record<string, string> = {
  'dhl paket': 'dhl',
  'deutsche post': 'dhl',
  'deutsche post dhl': 'dhl',
  'österreichische post': 'post.at',
  'oesterreichische post': 'post.at',
  'austrian post': 'post.at',
  'post at': 'post.at',
  'die post': 'swiss post',
  'die schweizerische post': 'swiss post',
  'post ch': 'swiss post',
};

/** The table's key for a carrier's name as written by the partner, or null when we have no page for it. */
export function carrierKey(carrier: string): string | null {
  const name = carrier.trim().toLowerCase().replace(/\s+/g, ' ');
  const key = ALIASES[name] ?? name;
  return key in TRACKING_PAGES ? key : null;
}

/** The carrier's tracking page for the number; null when either is missing or the carrier is unknown. */
export function trackingUrl(carrier: string | null, number: string | null): string | null {
  if (!carrier || !number) return null;
  const key = carrierKey(carrier);
  return key ? TRACKING_PAGES[key](encodeURIComponent(number.trim())) : null;
}
