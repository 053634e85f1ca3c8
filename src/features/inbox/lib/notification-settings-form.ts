import * as v from 'valibot';
import type { Locale } from '@/shared/locales';
import { NotificationSettingsSchema, type NotificationSettings } from '@/shared/schemas/push';

/** The form as the user fills it: quiet hours keep their times while switched off, so switching back restores them. */
export interface NotificationSettingsFormValues {
  quiet: boolean;
  start: string;
  end: string;
  email_digest: boolean;
}

/** The window offered to someone turning quiet hours on for the first time: the night. */
export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' } as const;

export function formValuesOf(settings: NotificationSettings): NotificationSettingsFormValues {
  return {
    quiet: settings.quiet_hours !== null,
    start: settings.quiet_hours?.start ?? DEFAULT_QUIET_HOURS.start,
    end: settings.quiet_hours?.end ?? DEFAULT_QUIET_HOURS.end,
    email_digest: settings.email_digest,
  };
}

/** The PUT body; the language is the app's, so the digest and summaries are written in what the user reads. */
export function settingsBody(values: NotificationSettingsFormValues, locale: Locale) {
  return {
    quiet_hours: values.quiet ? { start: values.start, end: values.end } : null,
    email_digest: values.email_digest,
    locale,
  };
}

export type TimeField = 'start' | 'end';
/** 'time': not a time HH:MM (empty, or seconds from a browser's picker); 'same': the window would be empty. */
export type TimeProblem = 'time' | 'same';
export type SettingsErrors = Partial<Record<TimeField, TimeProblem>>;

/**
 * Runs the shared NotificationSettingsSchema (the one the server validates with) and puts its first issue per field on
 * the time inputs: a bad start or end on that input, start = end under "to". The schema's English messages are for
 * API clients; the form names its problems in the user's language.
 */
export function validateSettings(
  values: NotificationSettingsFormValues,
  locale: Locale,
): { success: true; output: NotificationSettings } | { success: false; errors: SettingsErrors } {
  const result = v.safeParse(NotificationSettingsSchema, settingsBody(values, locale));
  if (result.success) return { success: true, output: result.output };
  const errors: SettingsErrors = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    if (path === 'quiet_hours.start') errors.start ??= 'time';
    else if (path === 'quiet_hours.end') errors.end ??= 'time';
    else if (path === 'quiet_hours') errors.end ??= 'same';
  }
  return { success: false, errors };
}
