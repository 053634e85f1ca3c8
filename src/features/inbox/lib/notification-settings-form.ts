import * as v from 'valibot';
import type { Locale } from '@/shared/locales';
import { NotificationSettingsSchema, type NotificationSettings } from '@/shared/schemas/push';

/** The form as the user fills it: quiet hours keep their times while switched off, so switching back restores them. */
export type NotificationSettingsFormValues = {
  quiet: boolean;
  start: string;
  end: string;
  email_digest: boolean;
  /** The digest's hour as the select gives it, '0'-'23'. */
  digest_hour: string;
  favourite_reminders: boolean;
};

/** The window offered to someone turning quiet hours on for the first time: the night. */
export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' } as const;

export function formValuesOf(settings: NotificationSettings): NotificationSettingsFormValues {
  return {
    quiet: settings.quiet_hours !== null,
    start: settings.quiet_hours?.start ?? DEFAULT_QUIET_HOURS.start,
    end: settings.quiet_hours?.end ?? DEFAULT_QUIET_HOURS.end,
    email_digest: settings.email_digest,
    digest_hour: String(settings.digest_hour),
    favourite_reminders: settings.favourite_reminders,
  };
}

/** The PUT body; the language is the app's, so the digest and summaries are written in what the user reads. */
export function settingsBody(values: NotificationSettingsFormValues, locale: Locale) {
  return {
    quiet_hours: values.quiet ? { start: values.start, end: values.end } : null,
    email_digest: values.email_digest,
    digest_hour: Number(values.digest_hour),
    favourite_reminders: values.favourite_reminders,
    locale,
  };
}

/** The form's words for what is wrong with a time: not a time HH:MM (empty, or seconds from a picker), or the same as the start. */
export interface TimeProblemMessages {
  time: string;
  same: string;
}

export type TimeField = 'start' | 'end';

/** The shared schema's issues by path, as the time input they belong to and the problem it has. */
const TIME_PROBLEMS: Record<string, { field: TimeField; problem: keyof TimeProblemMessages }> = {
  'quiet_hours.start': { field: 'start', problem: 'time' },
  'quiet_hours.end': { field: 'end', problem: 'time' },
  quiet_hours: { field: 'end', problem: 'same' },
};

/**
 * The form's schema for `useForm`: the shared NotificationSettingsSchema (the one the server validates with) run on the
 * body the form sends, its issues put on the time inputs (a bad start or end on that input, start = end under "to").
 * The schema's English messages are for API clients; the form names its problems in the user's language.
 */
export function notificationSettingsFormSchema(locale: Locale, messages: TimeProblemMessages) {
  return v.pipe(
    v.object({
      quiet: v.boolean(),
      start: v.string(),
      end: v.string(),
      email_digest: v.boolean(),
      digest_hour: v.string(),
      favourite_reminders: v.boolean(),
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const values = dataset.value;
      const result = v.safeParse(NotificationSettingsSchema, settingsBody(values, locale));
      if (result.success) return result.output;
      for (const issue of result.issues) {
        const found = TIME_PROBLEMS[v.getDotPath(issue) ?? ''];
        if (!found) continue;
        addIssue({
          message: messages[found.problem],
          path: [{ type: 'object', origin: 'value', input: values, key: found.field, value: values[found.field] }],
        });
      }
      return NEVER;
    }),
  );
}
