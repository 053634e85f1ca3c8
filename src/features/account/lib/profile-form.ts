import * as v from 'valibot';
import { ProfileUpdateBodySchema } from '@/shared/schemas/user';
import { VALIDATION_MESSAGES } from '@/shared/validation';
import type { CurrentUser } from '@/shared/schemas/user';
import { displayToWire, isBirthdateInRange, wireToDisplay } from './birthdate';

/** What the settings form edits: text inputs hold strings ('' for an empty optional field), the switch a boolean. */
export interface ProfileFormValues extends Record<string, string | boolean> {
  username: string;
  phone: string;
  /** DD.MM.YYYY as shown. */
  birthdate: string;
  marketing_consent: boolean;
  /** '' = not given. */
  gender: string;
}

const emptyToNull = (value: string) => (value === '' ? null : value);
const fields = ProfileUpdateBodySchema.entries;

/**
 * The settings form's schema: each field turns the typed text into the profile update payload and then runs the
 * shared rule of that payload field, so the form and the server refuse the same input with the same message.
 */
export const ProfileFormSchema = v.object({
  username: fields.username,
  phone: v.pipe(v.string(), v.trim(), v.transform(emptyToNull), fields.phone.wrapped),
  birthdate: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || displayToWire(value) !== null, VALIDATION_MESSAGES.birthdateInvalid),
    v.transform((value) => (value === '' ? null : displayToWire(value))),
    v.check((wire) => wire === null || isBirthdateInRange(wire), VALIDATION_MESSAGES.birthdateRange),
    fields.birthdate.wrapped,
  ),
  marketing_consent: fields.marketing_consent,
  gender: v.pipe(v.string(), v.transform(emptyToNull), fields.gender.wrapped),
});

export function profileFormValues(user: CurrentUser): ProfileFormValues {
  return {
    username: user.username,
    phone: user.phone ?? '',
    birthdate: wireToDisplay(user.birthdate),
    marketing_consent: user.marketing_consent_granted_at !== null,
    gender: user.gender ?? '',
  };
}
