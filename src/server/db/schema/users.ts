import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { marketRef } from './markets';
import { createdAt, identityId, ts } from './columns';

export const users = pgTable(
  'users',
  {
    id: identityId(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    emailVerifiedAt: ts('email_verified_at'),
    phone: text('phone'),
    birthdate: date('birthdate', { mode: 'string' }),
    gender: text('gender'),
    avatarUrl: text('avatar_url'),
    marketingConsentGrantedAt: ts('marketing_consent_granted_at'),
    /** When the terms (users 18+) were accepted; null only for accounts made before the terms were asked for. */
    termsAcceptedAt: ts('terms_accepted_at'),
    marketId: marketRef(),
    facebookId: text('facebook_id').unique(),
    appleId: text('apple_id').unique(),
    deletedAt: ts('deleted_at'),
    /** Standing facts (shared/standing.ts), counted on write so no request aggregates them: votes the account has standing … */
    votesCast: integer('votes_cast').notNull().default(0),
    /** … its live comments … */
    commentsWritten: integer('comments_written').notNull().default(0),
    /** … how many of them have a positive score … */
    positiveComments: integer('positive_comments').notNull().default(0),
    /** … and how many of its deals reached the best tab. */
    dealsReachedBest: integer('deals_reached_best').notNull().default(0),
    /** The stored role: admins are not stored but follow ADMIN_EMAILS, so removing an address ends the role. */
    role: text('role').notNull().default('member'),
    /** A running suspension: every write is refused until then. */
    suspendedUntil: ts('suspended_until'),
    /** The last suspension's start: a sanction within STANDING_RULES.sanctionFreeMs keeps the account below regular. */
    lastSanctionAt: ts('last_sanction_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // E-mail identity is case-insensitive; the unique index on lower() keeps one account per address however it is typed.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female')`),
    check('users_role_check', sql`${t.role} in ('member', 'moderator')`),
  ],
);

/** The user who owns a row; the row goes with the account. */
export const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: identityId(),
    hash: text('hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    userId: userRef(),
    expiresAt: ts('expires_at').notNull(),
    /** A family (one sign-in) ends at this absolute time however often it is rotated. */
    familyExpiresAt: ts('family_expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    replacedBy: integer('replaced_by'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: identityId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A verify_email code mailed by a password-reset request: using it proves the mailbox, so it ends the old password. */
    forReset: boolean('for_reset').notNull().default(false),
    /**
     * Who asked for the code (a hash of the client address, or the signed-in account): its tries spend this code's own
     * budget, so a stranger's wrong guesses never use up the owner's code (services/codes.ts).
     */
    requester: text('requester'),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_email_purpose_idx').on(sql`lower(${t.email})`, t.purpose),
    check('verification_codes_purpose_check', sql`${t.purpose} in ('verify_email', 'reset_password', 'change_email', 'reauth', 'sign_in')`),
  ],
);

export const anonymousDevices = pgTable('anonymous_devices', {
  id: text('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Every account that signed in on an anonymous device (anonymous_devices.user_id keeps only the last one): accounts
 * sharing a device are one voter for weights within SHARED_DEVICE_SPAN_MS.
 */
export const deviceAccounts = pgTable(
  'device_accounts',
  {
    deviceId: text('device_id')
      .notNull()
      .references(() => anonymousDevices.id, { onDelete: 'cascade' }),
    userId: userRef(),
    linkedAt: ts('linked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.userId] }), index('device_accounts_user_idx').on(t.userId)],
);
