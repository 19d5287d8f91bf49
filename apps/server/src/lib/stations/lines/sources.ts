/**
 * Where the shipped station coordinates come from (docs/stations.md). Each row's `source` is one of these.
 *
 * Prasarana's GTFS static feed of Rapid KL rail on the Malaysian government's open data API (data.gov.my), licensed
 * CC BY 4.0 (developer.data.gov.my FAQ). Attribution: "Station data: Prasarana Malaysia, via data.gov.my, CC BY 4.0".
 */
export const PRASARANA_RAIL_GTFS = 'https://api.data.gov.my/gtfs-static/prasarana?category=rapid-rail-kl';
