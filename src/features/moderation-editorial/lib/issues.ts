import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { translateValidationMessage } from '@/lib/forms/validation-messages';

/** Errors keyed by the dot path of the field they belong to ('words.3.word', 'offers.0.url', 'title'). */
export type FieldErrors = Record<string, string>;

/**
 * The shared editorial schemas speak English to API clients; operators read the console in their language, so each
 * issue is told by the rule it broke (and, where the rule alone is vague, the field it broke it on).
 */
const PATTERN_BY_FIELD: Record<string, MessageDescriptor> = {
  word: msg`Use letters, digits, spaces, hyphens and apostrophes`,
  host: msg`Enter a host name such as sklep.example`,
  image_url: msg`Upload a picture`,
};

function describe(i18n: I18n, issue: v.BaseIssue<unknown>, field: string): string {
  const requirement = (issue as { requirement?: unknown }).requirement;
  switch (issue.type) {
    case 'non_empty':
      return i18n._(msg`This field is required`);
    case 'min_length':
      if (field === 'locations') return i18n._(msg`Pick at least one location`);
      return i18n._(msg`Enter at least ${String(requirement)} characters`);
    case 'max_length':
      return i18n._(msg`Enter at most ${String(requirement)} characters`);
    case 'url':
      return i18n._(msg`Enter a full link, e.g. https://sklep.example/promocja`);
    case 'starts_with':
      return i18n._(msg`The link must start with https://`);
    case 'regex': {
      const pattern = PATTERN_BY_FIELD[field];
      return pattern ? i18n._(pattern) : translateValidationMessage(i18n, issue.message);
    }
    default:
      return translateValidationMessage(i18n, issue.message);
  }
}

/** The first issue per field path, told in the active language. */
export function fieldErrors(i18n: I18n, issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (path in out) continue;
    const field = path.split('.').at(-1) ?? '';
    out[path] = describe(i18n, issue, field);
  }
  return out;
}
