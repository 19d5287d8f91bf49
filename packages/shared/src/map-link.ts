/**
 * Reads latitude and longitude from a pasted Google Maps or OpenStreetMap link (issue 28 §1), without any network
 * call. Returns null when the text carries no coordinates (e.g. a shortened maps.app.goo.gl link).
 *
 * Understood: Google `…/@3.1579,101.7123,17z`, `…!3d3.1579!4d101.7123`, `?q=3.1579,101.7123`, `?ll=`, `?query=`,
 * `?destination=`; OpenStreetMap `?mlat=3.1579&mlon=101.7123`, `#map=17/3.1579/101.7123`; a bare "3.1579, 101.7123".
 */
export interface LatLng {
  latitude: number;
  longitude: number;
}

const NUMBER = String.raw`(-?\d{1,3}(?:\.\d+)?)`;

function pair(lat: string | undefined, lng: string | undefined): LatLng | null {
  if (lat === undefined || lng === undefined) return null;
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

const PATTERNS: RegExp[] = [
  // Google: the place's own pin (!3d lat !4d lng) beats the viewport centre (@lat,lng).
  new RegExp(String.raw`!3d${NUMBER}!4d${NUMBER}`),
  new RegExp(String.raw`[?&](?:q|ll|query|destination|center)=${NUMBER}(?:,|%2C)\s*${NUMBER}`, 'i'),
  new RegExp(String.raw`@${NUMBER},${NUMBER}`),
  // OpenStreetMap
  new RegExp(String.raw`[?&]mlat=${NUMBER}&mlon=${NUMBER}`, 'i'),
  new RegExp(String.raw`#map=\d{1,2}/${NUMBER}/${NUMBER}`),
  // Plain "lat, lng"
  new RegExp(String.raw`^\s*${NUMBER}\s*,\s*${NUMBER}\s*$`),
];

export function parseMapLink(text: string): LatLng | null {
  const input = text.trim();
  if (input.length === 0 || input.length > 2000) return null;
  for (const pattern of PATTERNS) {
    const match = pattern.exec(input);
    if (match) {
      const found = pair(match[1], match[2]);
      if (found) return found;
    }
  }
  return null;
}
