import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { AppError } from '../errors';
import type { AppEnv } from './types';

type StringRecordSchema = v.GenericSchema<Record<string, string>, unknown>;

/** "page must be at least 1" already names its field; bare messages get the field prefixed. */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const field = v.getDotPath(issue);
  if (!field || issue.message.includes(field)) return issue.message;
  return `${field}: ${issue.message}`;
}

/** Whether a string anywhere in a parsed JSON body holds U+0000. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  return value !== null && typeof value === 'object' && Object.values(value).some(holdsNul);
}

/**
 * PostgreSQL cannot store U+0000 in text: every JSON body is refused with a 400 for it here, before any schema, so
 * no field (a username, a comment, a keyword) can turn it into a driver error (500).
 */
function parseBodyOrThrow<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  if (holdsNul(body)) throw new AppError('ValidationError', 'text must not contain NUL characters');
  return parseOrThrow(schema, body);
}

export function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new AppError('ValidationError', describeIssues(result.issues));
  return result.output;
}

/** A repeated query key (`?page=1&page=2`) is ambiguous: refuse it instead of guessing which one counts. */
function singleValues(query: Record<string, string | string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      if (value.length > 1) throw new AppError('ValidationError', `${key} must be given once`);
      if (value[0] !== undefined) out[key] = value[0];
    } else {
      out[key] = value;
    }
  }
  return out;
}

export const validateQuery = <S extends StringRecordSchema>(schema: S) =>
  validator('query', (query): v.InferOutput<S> => parseOrThrow(schema, singleValues(query)));

export const validateParam = <S extends StringRecordSchema>(schema: S) =>
  validator('param', (params: Record<string, string>): v.InferOutput<S> => parseOrThrow(schema, params));

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** Hono's json validator parses the body first (malformed JSON → 400); this adds the content type and the schema. */
export const validateJson = <S extends v.GenericSchema>(schema: S) =>
  validator('json', (body, c): v.InferOutput<S> => {
    if (!JSON_TYPE.test(c.req.header('Content-Type') ?? '')) {
      throw new AppError('ValidationError', 'Content-Type must be application/json');
    }
    return parseBodyOrThrow(schema, body);
  });

/**
 * For mutations whose body has no fields: no body at all is fine (a bare POST from a queue), and a body that is
 * sent must still be JSON that matches the schema.
 */
export function optionalJsonBody(schema: v.GenericSchema): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const text = await c.req.text();
    if (text.trim() !== '') {
      if (!JSON_TYPE.test(c.req.header('Content-Type') ?? '')) {
        throw new AppError('ValidationError', 'Content-Type must be application/json');
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new AppError('ValidationError', 'The body is not valid JSON');
      }
      parseBodyOrThrow(schema, body);
    }
    await next();
  };
}
