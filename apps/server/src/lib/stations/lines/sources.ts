/**
 * Where the shipped station coordinates come from (docs/stations.md). Each row's `source` is one of these.
 *
 * Prasarana's GTFS static feed of Rapid KL rail on the Malaysian government's open data API (data.gov.my), licensed
 * CC BY 4.0 (developer.data.gov.my FAQ). Attribution: "Station data: Prasarana Malaysia, via data.gov.my, CC BY 4.0".
 */
export const PRASARANA_RAIL_GTFS = 'https://api.data.gov.my/gtfs-static/prasarana?category=rapid-rail-kl';

/**
 * KTMB's GTFS static feed on the same API (route_type 0: the two Klang Valley Komuter lines), licensed CC BY 4.0 like
 * every data.gov.my dataset. Attribution: "Station data: KTMB, via data.gov.my, CC BY 4.0". Station codes are not in
 * the feed: they follow from its route ids and stop order (docs/stations.md).
 */
export const KTMB_KOMUTER_GTFS = 'https://api.data.gov.my/gtfs-static/ktmb';
