import { describe, expect, it } from 'vitest';
import { parseMapLink } from './map-link.js';

describe('parseMapLink', () => {
  it.each([
    ['https://www.google.com/maps/@3.1579,101.7123,17z', 3.1579, 101.7123],
    [
      'https://www.google.com/maps/place/Suria+KLCC/@3.158,101.71,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d3.1579924!4d101.7122938',
      3.1579924,
      101.7122938,
    ],
    ['https://maps.google.com/?q=3.1390,101.6869', 3.139, 101.6869],
    ['https://www.google.com/maps/search/?api=1&query=3.1390%2C101.6869', 3.139, 101.6869],
    ['https://www.openstreetmap.org/?mlat=3.14944&mlon=101.69611#map=18/3.14944/101.69611', 3.14944, 101.69611],
    ['https://www.openstreetmap.org/#map=17/3.11056/101.61250', 3.11056, 101.6125],
    ['3.1361, 101.6308', 3.1361, 101.6308],
  ])('reads %s', (link, latitude, longitude) => {
    expect(parseMapLink(link)).toEqual({ latitude, longitude });
  });

  it.each([
    'https://maps.app.goo.gl/AbCdEf',
    'Jalan Maarof, Bangsar',
    '',
    '@95.1,101.7',
    'https://x.test/?q=3.1,200.5',
  ])('finds nothing in %j', (link) => {
    expect(parseMapLink(link)).toBeNull();
  });
});
