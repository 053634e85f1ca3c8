import type { Messages } from '@lingui/core';

/**
 * Every language's messages that the modules evaluated so far carry (the client build's `inlineMessages` plugin,
 * ./build/inline-messages.ts, makes each module register its own). The active language's object is the one Lingui reads, so a
 * module loaded later adds its messages before any of it renders, without a change event re-rendering the app.
 * It imports nothing: the modules that register evaluate it first.
 */
export const inlineMessages: Record<string, Messages> = {};

export function registerMessages(byLocale: Record<string, Messages>): void {
  for (const [locale, messages] of Object.entries(byLocale)) Object.assign((inlineMessages[locale] ??= {}), messages);
}
