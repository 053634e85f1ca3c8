import type { Role } from './moderation';
import type { Suspension } from './moderation-appeals';
import * as v from 'valibot';
import {
  CodeField,
  CurrentPasswordField,
  EmailField,
  GenderField,
  NewPasswordField,
  PhoneField,
  plainText,
  UsernameField,
  VALIDATION_MESSAGES,
  withConfirmedPassword,
} from '../validation';

/** YYYY-MM-DD on the wire; the range check (120 years back to today) needs "today", so it is a function. */
export const BirthdateWire = v.pipe(
  v.string(VALIDATION_MESSAGES.birthdateInvalid),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, VALIDATION_MESSAGES.birthdateInvalid),
  v.isoDate(VALIDATION_MESSAGES.birthdateInvalid),
  // isoDate accepts any day 01-31 in any month; a real calendar date survives a round trip through Date (no 02-30).
  // (The pipe keeps running after a failed rule, so this must not throw on text that is not a date at all.)
  v.check((s) => {
    const time = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(s);
  }, VALIDATION_MESSAGES.birthdateInvalid),
);

/** PUT /api/users/ (the profile update). Empty optional fields arrive as null. */
export const ProfileUpdateBodySchema = v.object({
  username: UsernameField,
  phone: v.optional(v.nullable(PhoneField)),
  birthdate: v.optional(v.nullable(BirthdateWire)),
  marketing_consent: v.boolean(),
  gender: v.optional(v.nullable(GenderField)),
});
export type ProfileUpdateBody = v.InferInput<typeof ProfileUpdateBodySchema>;

/**
 * Proof that the account's owner is asking, for the takeover paths (e-mail change, deletion): the current password,
 * or for an account without one (Facebook or Apple only) a code mailed to its current address
 * (POST /api/users/reauth-code). Which one the account needs is the server's call.
 */
const IdentityProof = { password: v.optional(CurrentPasswordField), code: v.optional(CodeField) };

export const ChangeEmailBodySchema = v.object({ email: EmailField, ...IdentityProof });
export const DeleteAccountBodySchema = v.object(IdentityProof);
export const ConfirmEmailBodySchema = v.object({ email: EmailField, code: CodeField });
/** POST /api/users/password: change the password while signed in; answers a fresh token pair. */
export const ChangePasswordBodySchema = v.object({
  old_password: CurrentPasswordField,
  password: NewPasswordField,
});
/** The settings form of a password change: the payload plus the confirmation field, which must repeat the password. */
export const ChangePasswordFormSchema = withConfirmedPassword(ChangePasswordBodySchema.entries);
export const MarketBodySchema = v.object({
  market_id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
});
export const TagsBodySchema = v.object({
  tags: v.pipe(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64), plainText())), v.maxLength(50)),
});

/** GET /api/users/ (the current user, plus what the account page shows). */
export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  phone: string | null;
  birthdate: string | null;
  gender: 'male' | 'female' | null;
  avatar_url: string | null;
  marketing_consent_granted_at: string | null;
  created_at: string;
  market_id: number;
  /** False for accounts made through Facebook or Apple: they confirm risky changes with a mailed code instead. */
  has_password: boolean;
  /** `member` for everyone; `moderator` and `admin` run the community. */
  role: Role;
  /** A running suspension and how to appeal it; null when the account may write. */
  suspension: Suspension | null;
  /** Balance per market. */
  user_points: { market_id: number; points: number }[];
  _count: { user_votes: number; deal_comments: number; deals: number };
}

/** GET /api/users/{id} (a public profile): never e-mail, phone, birth date or gender. */
export interface PublicProfile {
  id: number;
  username: string;
  avatar_url: string | null;
  created_at: string;
  _count: { user_votes: number; deal_comments: number; deals: number };
  /** Members who follow this one (POST /api/users/follows). */
  followers_count: number;
  user_achievements: { achievement: { id: number; image_url: string | null; title: string } }[];
}
