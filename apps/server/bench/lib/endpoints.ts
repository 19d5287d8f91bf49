/** What the bench loads: the cached public reads of target 2 and every bounded list of target 3 (README "Benchmark"). */
import { detailId } from './databases.js';

export type Role = 'admin' | 'customer';

export interface Endpoint {
  name: string;
  path: string;
  role?: Role;
}

/** Target 2: public reads served from the response cache, compared with the bare node:http reference. */
export const cachedEndpoints = (): Endpoint[] => [
  { name: 'listing page', path: '/api/properties?page=1&limit=24' },
  { name: 'featured', path: '/api/properties/featured' },
  { name: 'detail', path: `/api/properties/${detailId()}` },
  { name: 'unpaged listing', path: '/api/properties' },
];

/** Target 3 (and 5 on PGlite): measured with the response cache off, so every request reaches the database. */
export const listEndpoints = (): Endpoint[] => [
  { name: 'listing (cache cold)', path: '/api/properties?page=1&limit=24' },
  { name: 'listing type+price', path: '/api/properties?type=Unit%20Rental&minPrice=600&maxPrice=2000&page=2&limit=24' },
  { name: 'listing keyword', path: '/api/properties?q=Melati&page=1&limit=24' },
  { name: 'detail (cache cold)', path: `/api/properties/${detailId()}` },
  { name: 'featured (cache cold)', path: '/api/properties/featured' },
  { name: 'admin dashboard', path: '/api/dashboard/admin', role: 'admin' },
  { name: 'customer dashboard', path: '/api/dashboard/customer', role: 'customer' },
  { name: 'admin users', path: '/api/users?page=1&limit=20', role: 'admin' },
  { name: 'admin users search', path: '/api/users?q=Siti&page=1&limit=20', role: 'admin' },
  { name: 'admin applications', path: '/api/applications?page=1&limit=20', role: 'admin' },
  { name: 'admin contracts', path: '/api/contracts?page=1&limit=20', role: 'admin' },
  { name: 'admin transactions', path: '/api/transactions?page=1&limit=20', role: 'admin' },
  { name: 'admin overdue', path: '/api/transactions?status=Overdue&page=1&limit=20', role: 'admin' },
  { name: 'admin complaints', path: '/api/complaints?page=1&limit=20', role: 'admin' },
  { name: 'admin needs attention', path: '/api/admin/needs-attention', role: 'admin' },
  { name: 'admin overdue stampings', path: '/api/stampings?filter=overdue&page=1&limit=20', role: 'admin' },
  { name: 'admin properties page', path: '/api/properties?page=3&limit=20&sort=name', role: 'admin' },
  { name: 'customer applications', path: '/api/applications?page=1&limit=20', role: 'customer' },
  { name: 'customer contracts', path: '/api/contracts?page=1&limit=20', role: 'customer' },
  { name: 'customer transactions', path: '/api/transactions?page=1&limit=20', role: 'customer' },
  { name: 'customer complaints', path: '/api/complaints?page=1&limit=20', role: 'customer' },
];

/** Target 5 on the embedded default: the public listing, plus the slowest list as the "other" request. */
export const pgliteEndpoints = (): Endpoint[] => [
  { name: 'listing (cache cold)', path: '/api/properties?page=1&limit=24' },
  { name: 'listing keyword', path: '/api/properties?q=Melati&page=1&limit=24' },
  { name: 'admin transactions', path: '/api/transactions?page=1&limit=20', role: 'admin' },
];

export const PUBLIC_PAGES = ['/', '/listing', `/listing/:id`, '/login'];
