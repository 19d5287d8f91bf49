/** The one pipeline for private photos and videos (ARCHITECTURE §9, ADR 39). */
export * from './photos.js';
export * from './links.js';
export type { MediaRow } from '../../db/schema/index.js';
