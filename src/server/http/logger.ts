import type { LogLevel } from '../env';

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/**
 * One line per event, `key=value` pairs after the message so logs stay grep-able. Values are
 * JSON-quoted when they contain spaces or newlines, which keeps a stack trace on one line.
 */
export function formatLine(level: string, message: string, fields: LogFields = {}): string {
  const parts = [new Date().toISOString(), level.toUpperCase(), message];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const text = String(value);
    parts.push(`${key}=${/[\s"=]/.test(text) || text === '' ? JSON.stringify(text) : text}`);
  }
  return parts.join(' ');
}

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Logger {
  const at = (lineLevel: Exclude<LogLevel, 'silent'>) => (message: string, fields?: LogFields) => {
    if (RANK[lineLevel] >= RANK[level]) write(formatLine(lineLevel, message, fields));
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
