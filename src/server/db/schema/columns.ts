import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is a point in time (timestamptz), read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The surrogate key of most tables: an identity column, so seeds and imports may still set ids. */
export const identityId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => ts('created_at').notNull().defaultNow();
