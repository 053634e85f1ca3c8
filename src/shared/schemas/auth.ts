import * as v from 'valibot';
import { DEFAULT_MARKET_ID } from '../constants';
import {
  CodeField,
  EmailField,
  CurrentPasswordField,
  NewPasswordField,
  plainText,
  UsernameField,
  VALIDATION_MESSAGES,
  withConfirmedPassword,
} from '../validation';

const MarketId = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)), DEFAULT_MARKET_ID);
const OptionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max), plainText())));

/** Push-notification fields every auth payload may carry; accepted and ignored by the web (no push here). */
const NotificationFields = {
  notification_push_token: OptionalText(512),
  external_notification_provider_push_subscription_id: OptionalText(512),
  external_provider_notification_id: OptionalText(512),
  notification_tags: v.optional(v.nullable(v.pipe(v.array(v.pipe(v.string(), v.maxLength(64), plainText())), v.maxLength(50)))),
};

/** The terms (users 18+) are accepted when an account is made; the server records when. */
const TermsAccepted = v.literal(true, VALIDATION_MESSAGES.termsRequired);

/** POST /api/auth/register */
export const RegisterBodySchema = v.object({
  username: UsernameField,
  email: EmailField,
  password: NewPasswordField,
  terms_accepted: TermsAccepted,
  market_id: MarketId,
  send_verification_email: v.optional(v.boolean(), true),
  ...NotificationFields,
});
export type RegisterBody = v.InferInput<typeof RegisterBodySchema>;

/** Sign-up form: the payload plus the confirmation field (it must repeat the password) and the terms box. */
export const SignUpFormSchema = withConfirmedPassword({
  username: UsernameField,
  email: EmailField,
  password: NewPasswordField,
  terms_accepted: TermsAccepted,
});

/**
 * POST /api/auth/login. The password is only checked for presence: a wrong one is InvalidCredentials, not a 400.
 * `code` is the mailed sign-in code, sent again with the same body after 403 SignInCodeRequired.
 */
export const LoginBodySchema = v.object({
  email: EmailField,
  password: CurrentPasswordField,
  code: v.optional(CodeField),
  market_id: MarketId,
  anonymous_device_id: OptionalText(64),
  ...NotificationFields,
});
export type LoginBody = v.InferInput<typeof LoginBodySchema>;

/** The sign-in form checks only that a password was typed: the server decides whether it is right. */
export const SignInFormSchema = v.object({ email: EmailField, password: CurrentPasswordField });

export const VerifyEmailBodySchema = v.object({ email: EmailField, code: CodeField });
export const RefreshBodySchema = v.object({ refresh_token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(512)) });
export const LogoutBodySchema = RefreshBodySchema;
export const ForgotPasswordBodySchema = v.object({ email: EmailField, market_id: MarketId });
export const CheckCodeBodySchema = v.object({ email: EmailField, code: CodeField });
export const ResetPasswordBodySchema = v.object({ email: EmailField, code: CodeField, password: NewPasswordField });

/** New-password step of the reset form. */
export const NewPasswordFormSchema = withConfirmedPassword({ password: NewPasswordField });

/**
 * A Facebook or Apple sign-in makes an account the first time, so it carries the acceptance of the terms too; the
 * server needs it only then (an existing account signs in without it).
 */
const FirstSignInTerms = { terms_accepted: v.optional(v.boolean()) };

export const FacebookBodySchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(4096)),
  ...FirstSignInTerms,
  market_id: MarketId,
  anonymous_device_id: OptionalText(64),
  ...NotificationFields,
});

/** `code` is Apple's identity token (a JWT) as the popup returns it; `nonce` is the raw nonce whose hash it must carry. */
export const AppleBodySchema = v.object({
  code: v.pipe(v.string(), v.nonEmpty(), v.maxLength(8192)),
  nonce: v.pipe(v.string(), v.nonEmpty(), v.maxLength(256)),
  ...FirstSignInTerms,
  email: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(254), plainText()))),
  username: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64), plainText()))),
  bundle_id: OptionalText(256),
  market_id: MarketId,
  anonymous_device_id: OptionalText(64),
  ...NotificationFields,
});

/** Login and refresh answers: both carry a new token pair. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
}
