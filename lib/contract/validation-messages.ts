/**
 * Validation message catalogue (SPEC §5) and the mapping from zod 4 issues to its keys.
 * The API answers `{ fields: { 'dotted.path': key } }`; the client translates the key
 * (`messages/<lang>.json`, under `validation`) with the returned params.
 */
import type { z } from 'zod';

/** Message keys of the SPEC §5 catalogue. */
export const ValidationMessageKeys = [
  'required', 'invalid_type', 'not_allowed_values', 'allowed_values_only', 'default',
  'min_characters', 'max_characters', 'invalid_email', 'invalid_format', 'invalid_url',
  'exact_length', 'min_number', 'max_number', 'less_than', 'more_than', 'positive', 'negative',
  'integer', 'boolean', 'min_date', 'max_date', 'min_items', 'max_items',
] as const;
export type ValidationMessageKey = (typeof ValidationMessageKeys)[number];

export type MessageParams = Record<string, string | number>;
/** A message key (catalogue key or a schema's own domain key) with its ICU params. */
export interface IssueMessage {
  key: ValidationMessageKey | string;
  params?: MessageParams;
}
/** Optional context: the raw value that was parsed, to tell "missing" from "wrong". */
export interface IssueContext {
  input?: unknown;
}

type Issue = z.core.$ZodIssue;

/** A custom message that is a key (`{ message: 'vat_number_invalid' }`) is passed through. */
const KEY_PATTERN = /^[a-z0-9_]+$/;
/** zod's built-in (English) invalid_type message for an absent value. */
const MISSING_MESSAGE = /received (?:undefined|null)$/;
/** Field path used for issues on the parsed value itself. */
export const ROOT_PATH = '_root';

function isMissing(issue: Issue, context: IssueContext | undefined): boolean {
  // 1. zod reported the input (`safeParse(v, { reportInput: true })`).
  if ('input' in issue && (issue.input === undefined || issue.input === null)) return true;
  // 2. the caller passed the raw input: look the value up (an empty string counts as missing).
  if (context && 'input' in context) {
    const value = valueAtPath(context.input, issue.path);
    if (value === undefined || value === null || value === '') return true;
  }
  // 3. fallback: zod's default message says so (enums/literals never do; use 1 or 2 for them).
  return issue.code === 'invalid_type' && MISSING_MESSAGE.test(issue.message);
}

function valueAtPath(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

const num = (value: number | bigint): number => Number(value);
const NUMERIC = new Set(['number', 'int', 'bigint']);
const COLLECTION = new Set(['array', 'set']);

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): IssueMessage {
  const min = num(issue.minimum);
  const exclusive = issue.inclusive === false;
  if (issue.origin === 'string') {
    if (issue.exact) return { key: 'exact_length', params: { length: min } };
    const atLeast = exclusive ? min + 1 : min;
    return atLeast <= 1 ? { key: 'required' } : { key: 'min_characters', params: { min: atLeast } };
  }
  if (NUMERIC.has(issue.origin)) {
    if (!exclusive) return { key: 'min_number', params: { min } };
    return min === 0 ? { key: 'positive' } : { key: 'more_than', params: { min } };
  }
  if (COLLECTION.has(issue.origin)) return { key: 'min_items', params: { min: exclusive ? min + 1 : min } };
  if (issue.origin === 'date') return { key: 'min_date', params: { min } };
  return { key: 'default' };
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): IssueMessage {
  const max = num(issue.maximum);
  const exclusive = issue.inclusive === false;
  if (issue.origin === 'string') {
    if (issue.exact) return { key: 'exact_length', params: { length: max } };
    return { key: 'max_characters', params: { max: exclusive ? max - 1 : max } };
  }
  if (NUMERIC.has(issue.origin)) {
    if (!exclusive) return { key: 'max_number', params: { max } };
    return max === 0 ? { key: 'negative' } : { key: 'less_than', params: { max } };
  }
  if (COLLECTION.has(issue.origin)) return { key: 'max_items', params: { max: exclusive ? max - 1 : max } };
  if (issue.origin === 'date') return { key: 'max_date', params: { max } };
  return { key: 'default' };
}

const joinValues = (values: readonly unknown[]): string => values.map((v) => String(v)).join(', ');

function primitiveParams(params: Record<string, unknown> | undefined): MessageParams | undefined {
  if (!params) return undefined;
  const out: MessageParams = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') out[name] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** A union maps to the key all its branches agree on (e.g. literals → allowed_values_only). */
function unionMessage(issue: Extract<Issue, { code: 'invalid_union' }>, missing: boolean): IssueMessage {
  if (missing) return { key: 'required' };
  const options = 'options' in issue ? issue.options : undefined; // discriminated union
  if (options && options.length > 0) return { key: 'allowed_values_only', params: { values: joinValues(options) } };
  const keys = new Set<string>();
  for (const branch of issue.errors) {
    const [only] = branch;
    if (branch.length !== 1 || !only || only.path.length > 0) return { key: 'default' };
    keys.add(messageKeyForIssue(only).key);
  }
  const [agreed] = keys;
  return keys.size === 1 && agreed ? { key: agreed } : { key: 'default' };
}

function structuralMessage(issue: Issue, missing: boolean): IssueMessage {
  switch (issue.code) {
    case 'invalid_type':
      if (missing || issue.expected === 'nonoptional') return { key: 'required' };
      if (issue.expected === 'int') return { key: 'integer' };
      if (issue.expected === 'boolean') return { key: 'boolean' };
      return { key: 'invalid_type' };
    case 'invalid_value':
      return missing ? { key: 'required' } : { key: 'allowed_values_only', params: { values: joinValues(issue.values) } };
    case 'unrecognized_keys':
      return { key: 'not_allowed_values', params: { keys: issue.keys.join(', ') } };
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'invalid_email' };
      if (issue.format === 'url') return { key: 'invalid_url' };
      return { key: 'invalid_format' };
    case 'not_multiple_of':
      return issue.divisor === 1 ? { key: 'integer' } : { key: 'default' };
    case 'invalid_union':
      return unionMessage(issue, missing);
    case 'custom': {
      const params = primitiveParams(issue.params);
      return params ? { key: 'default', params } : { key: 'default' };
    }
    default:
      return { key: 'default' };
  }
}

function mapIssue(issue: Issue, missing: boolean): IssueMessage {
  const base = structuralMessage(issue, missing);
  return KEY_PATTERN.test(issue.message) ? { ...base, key: issue.message } : base;
}

const MISSING_CODES = new Set(['invalid_type', 'invalid_value', 'invalid_union']);

/**
 * Maps one zod 4 issue to a message key plus ICU params. A schema's own key-shaped message
 * wins (params are kept). Pass `{ input }` (the raw parsed value) for reliable `required`
 * detection on enums and literals; without it, only zod's default message is consulted.
 */
export function messageKeyForIssue(issue: Issue, context?: IssueContext): IssueMessage {
  const missing = MISSING_CODES.has(issue.code) && isMissing(issue, context);
  return mapIssue(issue, missing);
}

function pathKey(path: readonly PropertyKey[]): string {
  if (path.length === 0) return ROOT_PATH;
  return path.map((p) => (typeof p === 'symbol' ? (p.description ?? String(p)) : String(p))).join('.');
}

/** Key and params per dotted field path; the first issue per path wins. */
export function zodFieldMessages(error: z.ZodError, context?: IssueContext): Record<string, IssueMessage> {
  const out: Record<string, IssueMessage> = {};
  const add = (path: string, message: IssueMessage) => {
    if (!(path in out)) out[path] = message;
  };
  for (const issue of error.issues) {
    const message = messageKeyForIssue(issue, context);
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys) add(pathKey([...issue.path, name]), { key: message.key, params: { key: name } });
    } else {
      add(pathKey(issue.path), message);
    }
  }
  return out;
}

/** `{ 'dotted.path': key }` for an API error body (`_root` for issues on the value itself). */
export function zodFieldErrors(error: z.ZodError, context?: IssueContext): Record<string, string> {
  return Object.fromEntries(Object.entries(zodFieldMessages(error, context)).map(([path, m]) => [path, m.key]));
}

/** ICU params per dotted field path, for the paths whose message has params. */
export function zodFieldParams(error: z.ZodError, context?: IssueContext): Record<string, MessageParams> {
  const out: Record<string, MessageParams> = {};
  for (const [path, m] of Object.entries(zodFieldMessages(error, context))) {
    if (m.params) out[path] = m.params;
  }
  return out;
}
