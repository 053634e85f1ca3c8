import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EXAMPLE_DEAL_LINK, PASSWORD_MAX, PASSWORD_MIN_SIGN_UP } from '@/shared/constants';
import { NEW_ACCOUNT_LIMITS } from '@/shared/standing';
import { validationMessageKey, type ValidationMessageKey } from '@/shared/validation';

/**
 * The Lingui text of every shared validation message; the Record type makes a new shared message fail the typecheck
 * until it is here.
 */
const DESCRIPTORS: Record<ValidationMessageKey, MessageDescriptor> = {
  emailRequired: msg`Email is required`,
  emailInvalid: msg`Enter a valid email address`,
  passwordRequired: msg`Password is required`,
  passwordNoSpaces: msg`Password must not contain spaces`,
  passwordMinSignUp: msg`Password must be at least ${{ number: PASSWORD_MIN_SIGN_UP }} characters long`,
  passwordMax: msg`Password must be at most ${{ number: PASSWORD_MAX }} characters long`,
  passwordsMustMatch: msg`Passwords must match`,
  usernameRequired: msg`Username is required`,
  usernameLength: msg`Username must be between 3 and 32 characters`,
  codeRequired: msg`Verification code is required`,
  codeFormat: msg`Verification code must be 6 digits`,
  phoneInvalid: msg`Enter a phone number like +48123456789`,
  birthdateInvalid: msg`Enter a date as DD.MM.YYYY`,
  birthdateRange: msg`Birth date must be between 120 years ago and today`,
  genderInvalid: msg`Choose male or female`,
  linkRequired: msg`Link is required`,
  linkInvalid: msg`Enter a valid link e.g: ${{ host: EXAMPLE_DEAL_LINK }}`,
  titleRequired: msg`Title is required`,
  titleMax: msg`Title must be at most 256 characters long`,
  descriptionRequired: msg`Description is required`,
  descriptionMax: msg`Description must be at most 5000 characters long`,
  priceInvalid: msg`Enter a price like 1299,99`,
  oldPriceNotHigher: msg`The regular price must be higher than the price`,
  currencyInvalid: msg`Choose a currency from the list`,
  shippingInvalid: msg`Enter the shipping cost like 9,99`,
  couponInvalid: msg`A coupon code has at most 64 characters and no spaces`,
  categoryRequired: msg`Category is required`,
  dateInvalid: msg`Enter a date and time`,
  dateRange: msg`Enter a date between 01.01.1970 and 31.12.2470`,
  expiryInPast: msg`The end date must be in the future`,
  expiryBeforeStart: msg`The end date must be after the start date`,
  imagesMax: msg`Add at most 6 pictures`,
  reasonRequired: msg`Reason is required`,
  reportDescriptionRequired: msg`Description is required`,
  reportDescriptionLength: msg`Description must be between 8 and 500 characters`,
  commentRequired: msg`Comment is required`,
  commentMax: msg`Comment must be at most 2000 characters long`,
  commentLinksNewAccount: msg`A new account (under a day old or with an unconfirmed e-mail) may put at most ${{ number: NEW_ACCOUNT_LIMITS.linksPerComment }} link in a comment`,
  keywordRequired: msg`Keyword is required`,
  keywordLength: msg`Keyword must be between 2 and 64 characters`,
  excludeWordsInvalid: msg`Exclude at most 10 words of 2 to 32 characters each`,
  alertCategoriesInvalid: msg`Choose at most 10 categories from the list`,
  notifyAtInvalid: msg`Choose when to be told`,
  minRealDiscountInvalid: msg`Enter a whole percent from 1 to 99`,
  priceRuleInvalid: msg`Choose a price rule from the list`,
  mutedWordsInvalid: msg`Mute at most 50 words of 2 to 32 characters each`,
  mutedListInvalid: msg`Mute at most 200 shops, 50 categories from the list and 200 authors`,
  followTypeInvalid: msg`Follow a member or a shop`,
  risingInvalid: msg`Rising fast needs 2 to 500 votes within 5 to 1440 minutes`,
  risingWithVoteCount: msg`Choose one moment: a vote count or rising fast`,
  seenDealsInvalid: msg`Send 1 to 100 deal ids`,
  termsRequired: msg`Accept the terms and confirm that you are 18 or older`,
  textInvalidCharacters: msg`Remove the invisible control characters from the text`,
};

/** A shared schema's English message in the active language; a message not from the shared list is shown as it is. */
export function translateValidationMessage(i18n: I18n, message: string): string {
  const key = validationMessageKey(message);
  return key ? i18n._(DESCRIPTORS[key]) : message;
}
