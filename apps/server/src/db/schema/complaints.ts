import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { complaintStatusEnum } from './enums.js';
import { properties } from './properties.js';
import { users } from './users.js';

export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: complaintStatusEnum('status').notNull().default('Waiting for Response'),
    resolutionDetails: text('resolution_details'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('complaints_user_created_idx').on(t.userId, t.createdAt),
    index('complaints_status_created_idx').on(t.status, t.createdAt),
    index('complaints_property_idx').on(t.propertyId, t.createdAt),
    index('complaints_keyword_trgm_idx').using('gin', sql`(${t.title} || ' ' || ${t.description}) gin_trgm_ops`),
    index('complaints_created_id_idx').on(t.createdAt, t.id),
  ],
);
