import { trackingUrl } from './shipment-tracking.js';

describe('trackingUrl', () => {
  it.each([
    [
      'DHL',
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557',
    ],
    ['dpd', 'https://tracking.dpd.de/status/de_DE/parcel/00340434161094042557'],
    [' GLS ', 'https://gls-group.com/DE/de/paketverfolgung?match=00340434161094042557'],
    ['UPS', 'https://www.ups.com/track?loc=de_DE&tracknum=00340434161094042557'],
    ['Österreichische Post', 'https://www.post.at/s/sendungssuche?snr=00340434161094042557'],
    [
      'Deutsche Post',
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557',
    ],
  ])('links %s', (carrier, url) => {
    expect(trackingUrl(carrier, '00340434161094042557')).toBe(url);
  });

  it('gives no link for an unknown carrier or a missing number', () => {
    expect(trackingUrl('Pony Express', '123')).toBeNull();
    expect(trackingUrl(null, '123')).toBeNull();
    expect(trackingUrl('DHL', null)).toBeNull();
  });

  it('encodes the number into the link', () => {
    expect(trackingUrl('DPD', 'A B/1')).toBe('https://tracking.dpd.de/status/de_DE/parcel/A%20B%2F1');
  });
});
