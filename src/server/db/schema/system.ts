import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';

/** Stored first answers of mutations, so a replayed offline queue never applies an action twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: identityId(),
    key: text('key').notNull(),
    /** 0 for guests: part of the unique scope, so one key cannot replay another user's answer. */
    userId: integer('user_id').notNull().default(0),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    index('idempotency_keys_created_idx').on(t.createdAt),
    uniqueIndex('idempotency_keys_scope_key').on(t.userId, t.method, t.path, t.key),
  ],
);

/** Fixed-window counters shared by every app instance. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucketKey: text('bucket_key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucketKey, t.windowStart] }), index('rate_limit_counters_window_idx').on(t.windowStart)],
);

/** Secrets generated on first start and shared by every instance on this database (the JWT key without JWT_SECRET). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
