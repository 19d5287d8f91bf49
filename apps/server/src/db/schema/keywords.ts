/**
 * Keyword expressions of the list searches (ADR 21). Each is exactly the expression of a trigram index of migration
 * 0011, so `expression ILIKE '%q%'` is served by that index; change both together.
 */
import { sql } from 'drizzle-orm';
import { complaints } from './complaints.js';
import { properties } from './properties.js';
import { users } from './users.js';

export const userKeyword = sql`${users.firstname} || ' ' || ${users.lastname} || ' ' || ${users.email} || ' ' || ${users.phone}`;
export const propertyKeyword = sql`${properties.name} || ' ' || ${properties.address}`;
export const complaintKeyword = sql`${complaints.title} || ' ' || ${complaints.description}`;
