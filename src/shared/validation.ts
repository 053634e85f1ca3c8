import * as v from 'valibot';
import {
  ALERT_RISING,
  CODE_LENGTH,
  DESCRIPTION_MAX,
  EXAMPLE_DEAL_LINK,
  FEED_FILTER_LIMITS,
  PASSWORD_MAX,
  PASSWORD_MIN_SIGN_UP,
  REPORT_DESCRIPTION_MAX,
  REPORT_DESCRIPTION_MIN,
  SEEN_DEALS_BATCH_MAX,
  TITLE_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from './constants';
import { NEW_ACCOUNT_LIMITS } from './standing';

/**
 * Every validation message, in English. The server answers them in `ValidationError` bodies; the client
 * looks each one up by its key and shows its Lingui translation, so one schema serves both.
 */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordNoSpaces: 'Password must not contain spaces',
  passwordMinSignUp: `Password must be at least ${PASSWORD_MIN_SIGN_UP} characters long`,
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters long`,
  passwordsMustMatch: 'Passwords must match',
  usernameRequired: 'Username is required',
  usernameLength: `Username must be between ${USERNAME_MIN} and ${USERNAME_MAX} characters`,
  codeRequired: 'Verification code is required',
  codeFormat: `Verification code must be ${CODE_LENGTH} digits`,
  phoneInvalid: 'Enter a phone number like +48123456789',
  birthdateInvalid: 'Enter a date as DD.MM.YYYY',
  birthdateRange: 'Birth date must be between 120 years ago and today',
  genderInvalid: 'Choose male or female',
  linkRequired: 'Link is required',
  linkInvalid: `Enter a valid link e.g: ${EXAMPLE_DEAL_LINK}`,
  titleRequired: 'Title is required',
  titleMax: `Title must be at most ${TITLE_MAX} characters long`,
  descriptionRequired: 'Description is required',
  descriptionMax: `Description must be at most ${DESCRIPTION_MAX} characters long`,
  priceInvalid: 'Enter a price like 1299,99',
  oldPriceNotHigher: 'The regular price must be higher than the price',
  currencyInvalid: 'Choose a currency from the list',
  shippingInvalid: 'Enter the shipping cost like 9,99',
  couponInvalid: 'A coupon code has at most 64 characters and no spaces',
  categoryRequired: 'Category is required',
  dateInvalid: 'Enter a date and time',
  dateRange: 'Enter a date between 01.01.1970 and 31.12.2470',
  expiryInPast: 'The end date must be in the future',
  expiryBeforeStart: 'The end date must be after the start date',
  imagesMax: 'Add at most 6 pictures',
  reasonRequired: 'Reason is required',
  reportDescriptionRequired: 'Description is required',
  reportDescriptionLength: `Description must be between ${REPORT_DESCRIPTION_MIN} and ${REPORT_DESCRIPTION_MAX} characters`,
  commentRequired: 'Comment is required',
  commentMax: 'Comment must be at most 2000 characters long',
  commentLinksNewAccount: `A new account (under a day old or with an unconfirmed e-mail) may put at most ${NEW_ACCOUNT_LIMITS.linksPerComment} link in a comment`,
  keywordRequired: 'Keyword is required',
  keywordLength: 'Keyword must be between 2 and 64 characters',
  excludeWordsInvalid: 'Exclude at most 10 words of 2 to 32 characters each',
  alertCategoriesInvalid: 'Choose at most 10 categories from the list',
  notifyAtInvalid: 'Choose when to be told',
  minRealDiscountInvalid: 'Enter a whole percent from 1 to 99',
  priceRuleInvalid: 'Choose a price rule from the list',
  mutedWordsInvalid: `Mute at most ${FEED_FILTER_LIMITS.words} words of ${FEED_FILTER_LIMITS.wordMin} to ${FEED_FILTER_LIMITS.wordMax} characters each`,
  mutedListInvalid: `Mute at most ${FEED_FILTER_LIMITS.shops} shops, ${FEED_FILTER_LIMITS.categories} categories from the list and ${FEED_FILTER_LIMITS.users} authors`,
  followTypeInvalid: 'Follow a member (user) or a shop',
  risingInvalid: `Rising fast needs ${ALERT_RISING.votesMin} to ${ALERT_RISING.votesMax} votes within ${ALERT_RISING.minutesMin} to ${ALERT_RISING.minutesMax} minutes`,
  risingWithVoteCount: 'Choose one moment: a vote count or rising fast',
  seenDealsInvalid: `Send 1 to ${SEEN_DEALS_BATCH_MAX} deal ids`,
  termsRequired: 'Accept the terms and confirm that you are 18 or older',
  textInvalidCharacters: 'Remove the invisible control characters from the text',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
const M = VALIDATION_MESSAGES;

/** The key of a message produced by the schemas below (undefined for anything else). */
export function validationMessageKey(message: string): ValidationMessageKey | undefined {
  return (Object.keys(M) as ValidationMessageKey[]).find((key) => M[key] === message);
}

// Loose on purpose (a simple address pattern): one @, a dot in the domain, no spaces, and none of the characters
// that delimit addresses in mail headers and markup (< > " ,), so an address can never smuggle in a second one.
const EMAIL_PATTERN = /^[^\s@<>",]+@[^\s@<>",]+\.[^\s@<>",]+$/;
// The reserved .invalid top-level domain (RFC 2606) can never receive mail; deleted accounts' placeholders use it.
const RESERVED_EMAIL_DOMAIN = /\.invalid$/i;

/**
 * What no text a user writes may hold: control characters other than tab, line feed and carriage return (so
 * multi-line text keeps its lines), Unicode non-characters (U+FFFE, U+FFFF, U+FDD0-U+FDEF …) and unpaired surrogate
 * halves. None of them is visible text, and they break what the text is put into: XML (the share card's SVG)
 * refuses them, PostgreSQL refuses U+0000.
 */
const FORBIDDEN_CHARACTER = /(?![\t\n\r])\p{Cc}|\p{Noncharacter_Code_Point}|\p{Cs}/u;
const FORBIDDEN_CHARACTERS = new RegExp(FORBIDDEN_CHARACTER.source, 'gu');

export const hasForbiddenCharacters = (text: string): boolean => FORBIDDEN_CHARACTER.test(text);

/** For text stored before the rule (or from elsewhere, such as a provider's name) that must still be drawn or kept. */
export const withoutForbiddenCharacters = (text: string): string => text.replace(FORBIDDEN_CHARACTERS, '');

/**
 * The one rule every user text field of the shared schemas ends its pipe with: such text is refused with a 400 (the
 * form shows why), never stored, so every later reader of it can trust it.
 */
export const plainText = (message: string = M.textInvalidCharacters) =>
  v.check<string, string>((text) => !hasForbiddenCharacters(text), message);

const requiredText = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), plainText());

/**
 * E-mail as typed: trimmed, lowercased (as change-email must send it; harmless elsewhere since identities are
 * case-insensitive).
 */
export const EmailField = v.pipe(
  requiredText(M.emailRequired),
  v.maxLength(254, M.emailInvalid),
  v.regex(EMAIL_PATTERN, M.emailInvalid),
  v.check((email) => !RESERVED_EMAIL_DOMAIN.test(email), M.emailInvalid),
  v.toLowerCase(),
);

const passwordField = (min: number, minMessage: string) =>
  v.pipe(
    v.string(M.passwordRequired),
    v.nonEmpty(M.passwordRequired),
    v.regex(/^\S*$/, M.passwordNoSpaces),
    v.minLength(min, minMessage),
    v.maxLength(PASSWORD_MAX, M.passwordMax),
  );

/**
 * Every new password (sign-up, reset, change) follows the sign-up rule (6 characters, no spaces): a reset or a
 * sign-in must never refuse a password that sign-up accepted.
 */
export const NewPasswordField = passwordField(PASSWORD_MIN_SIGN_UP, M.passwordMinSignUp);

type PasswordPair = { password: string; confirm_password: string };
const passwordsMatch = v.forward(
  v.partialCheck<PasswordPair, [['password'], ['confirm_password']], PasswordPair, string>(
    [['password'], ['confirm_password']],
    (input) => input.password === input.confirm_password,
    M.passwordsMustMatch,
  ),
  ['confirm_password'],
);

/**
 * A form that sets a new password: its fields plus `confirm_password`, which must repeat `password` ('Passwords
 * must match'); the mismatch is reported on the confirmation field. Forms only: the API takes the password once.
 */
export function withConfirmedPassword<TEntries extends v.ObjectEntries & { password: typeof NewPasswordField }>(entries: TEntries) {
  const form = v.object({ ...entries, confirm_password: v.string() });
  // The check reads the two fields and passes the whole value through unchanged, so it acts on the form's output.
  return v.pipe(form, passwordsMatch as v.GenericPipeAction<v.InferOutput<typeof form>>);
}
/**
 * A password as typed to prove who one is (sign-in, re-authentication): only required and bounded. Whatever rule a
 * new password follows is the server's business at sign-up; a sign-in form that judged length would lock out every
 * account whose password predates a stricter rule.
 */
export const CurrentPasswordField = v.pipe(v.string(M.passwordRequired), v.nonEmpty(M.passwordRequired), v.maxLength(1024, M.passwordMax));

export const UsernameField = v.pipe(
  requiredText(M.usernameRequired),
  v.minLength(USERNAME_MIN, M.usernameLength),
  v.maxLength(USERNAME_MAX, M.usernameLength),
);

export const CodeField = v.pipe(requiredText(M.codeRequired), v.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), M.codeFormat));

/** `+`, 2-digit country code, 9 digits (e.g. +48123456789). */
export const PhoneField = v.pipe(v.string(M.phoneInvalid), v.trim(), v.regex(/^\+\d{2}\d{9}$/, M.phoneInvalid));

export const GenderField = v.picklist(['male', 'female'], M.genderInvalid);

export const TitleField = v.pipe(requiredText(M.titleRequired), v.maxLength(TITLE_MAX, M.titleMax));
export const DescriptionField = v.pipe(requiredText(M.descriptionRequired), v.maxLength(DESCRIPTION_MAX, M.descriptionMax));
