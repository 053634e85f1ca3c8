import * as v from 'valibot';
import {
  CODE_LENGTH,
  DESCRIPTION_MAX,
  EXAMPLE_DEAL_LINK,
  PASSWORD_MAX,
  PASSWORD_MIN_SIGN_IN,
  PASSWORD_MIN_SIGN_UP,
  REPORT_DESCRIPTION_MAX,
  REPORT_DESCRIPTION_MIN,
  TITLE_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from './constants';

/**
 * Every §5 validation message, in English. The server answers them in `ValidationError` bodies; the client
 * looks each one up by its key and shows its Lingui translation, so one schema serves both (DESIGN.md §4).
 */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordNoSpaces: 'Password must not contain spaces',
  passwordMinSignUp: `Password must be at least ${PASSWORD_MIN_SIGN_UP} characters long`,
  passwordMinSignIn: `Password must be at least ${PASSWORD_MIN_SIGN_IN} characters long`,
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
  reasonRequired: 'Reason is required',
  reportDescriptionRequired: 'Description is required',
  reportDescriptionLength: `Description must be between ${REPORT_DESCRIPTION_MIN} and ${REPORT_DESCRIPTION_MAX} characters`,
  commentRequired: 'Comment is required',
  commentMax: 'Comment must be at most 2000 characters long',
  keywordRequired: 'Keyword is required',
  keywordLength: 'Keyword must be between 2 and 64 characters',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
const M = VALIDATION_MESSAGES;

/** The key of a message produced by the schemas below (undefined for anything else). */
export function validationMessageKey(message: string): ValidationMessageKey | undefined {
  return (Object.keys(M) as ValidationMessageKey[]).find((key) => M[key] === message);
}

// Loose on purpose (§5 "simple address pattern"): one @, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** E-mail as typed: trimmed, lowercased (§5 change-email; harmless elsewhere since identities are case-insensitive). */
export const EmailField = v.pipe(
  requiredText(M.emailRequired),
  v.maxLength(254, M.emailInvalid),
  v.regex(EMAIL_PATTERN, M.emailInvalid),
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

/** Sign-up asks for 6 characters, sign-in and reset for 8 (§5). */
export const SignUpPasswordField = passwordField(PASSWORD_MIN_SIGN_UP, M.passwordMinSignUp);
export const PasswordField = passwordField(PASSWORD_MIN_SIGN_IN, M.passwordMinSignIn);

export const UsernameField = v.pipe(
  requiredText(M.usernameRequired),
  v.minLength(USERNAME_MIN, M.usernameLength),
  v.maxLength(USERNAME_MAX, M.usernameLength),
);

export const CodeField = v.pipe(requiredText(M.codeRequired), v.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), M.codeFormat));

/** `+`, 2-digit country code, 9 digits (§5). */
export const PhoneField = v.pipe(v.string(M.phoneInvalid), v.trim(), v.regex(/^\+\d{2}\d{9}$/, M.phoneInvalid));

export const GenderField = v.picklist(['male', 'female'], M.genderInvalid);

export const TitleField = v.pipe(requiredText(M.titleRequired), v.maxLength(TITLE_MAX, M.titleMax));
export const DescriptionField = v.pipe(requiredText(M.descriptionRequired), v.maxLength(DESCRIPTION_MAX, M.descriptionMax));
