import { z } from 'zod';
import elCatalogue from '@/messages/el.json';
import enCatalogue from '@/messages/en.json';

const elMessages = elCatalogue.validation;
const enMessages = enCatalogue.validation;
import {
  messageKeyForIssue, ValidationMessageKeys, zodFieldErrors, zodFieldParams, type IssueContext,
} from '@/lib/contract/validation-messages';

/** The mapped message of the first issue when `value` fails `schema`. */
function messageFor(schema: z.ZodType, value: unknown, context?: IssueContext) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to fail`);
  const [issue] = result.error.issues;
  if (!issue) throw new Error('no issue');
  return messageKeyForIssue(issue, context);
}

function errorOf(schema: z.ZodType, value: unknown): z.ZodError {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to fail`);
  return result.error;
}

describe('messageKeyForIssue: required', () => {
  const form = z.object({ name: z.string(), agree: z.boolean(), qty: z.number(), kind: z.enum(['a', 'b']) });

  it.each(['name', 'agree', 'qty'])('maps an absent %s to required', (field) => {
    expect(zodFieldErrors(errorOf(form, {}))[field]).toBe('required');
  });

  it('maps null to required', () => {
    expect(messageFor(z.object({ name: z.string() }), { name: null })).toEqual({ key: 'required' });
  });

  it('maps an empty string against min(1), nonempty() and trim().min(1) to required', () => {
    expect(messageFor(z.string().min(1), '')).toEqual({ key: 'required' });
    expect(messageFor(z.string().nonempty(), '')).toEqual({ key: 'required' });
    expect(messageFor(z.string().trim().min(1), '   ')).toEqual({ key: 'required' });
  });

  it('maps nonoptional() on undefined to required', () => {
    expect(messageFor(z.string().optional().nonoptional(), undefined)).toEqual({ key: 'required' });
  });

  it('maps an absent union value to required', () => {
    expect(messageFor(z.union([z.string(), z.number()]), undefined)).toEqual({ key: 'required' });
  });

  it('zod 4 reports an absent enum as invalid_value; the raw input tells it is required', () => {
    const error = errorOf(form, { name: 'x', agree: true, qty: 1 });
    expect(zodFieldErrors(error)).toEqual({ kind: 'allowed_values_only' });
    expect(zodFieldErrors(error, { input: { name: 'x', agree: true, qty: 1 } })).toEqual({ kind: 'required' });
    expect(zodFieldErrors(error, { input: { name: 'x', agree: true, qty: 1, kind: '' } })).toEqual({ kind: 'required' });
  });

  it('uses the input zod reports with reportInput', () => {
    const result = form.safeParse({ name: 'x', agree: true, qty: 1 }, { reportInput: true });
    expect(result.success).toBe(false);
    if (!result.success) expect(zodFieldErrors(result.error)).toEqual({ kind: 'required' });
  });

  it('does not call a present but wrong value required', () => {
    const input = { name: 'x', agree: true, qty: 1, kind: 'c' };
    expect(zodFieldErrors(errorOf(form, input), { input })).toEqual({ kind: 'allowed_values_only' });
  });
});

describe('messageKeyForIssue: types', () => {
  it('maps a wrong type to invalid_type', () => {
    expect(messageFor(z.number(), 'x')).toEqual({ key: 'invalid_type' });
    expect(messageFor(z.number(), Number.NaN)).toEqual({ key: 'invalid_type' });
    expect(messageFor(z.date(), new Date('nope'))).toEqual({ key: 'invalid_type' });
  });

  it('maps a non-integer to integer', () => {
    expect(messageFor(z.int(), 1.5)).toEqual({ key: 'integer' });
    expect(messageFor(z.number().int(), 1.5)).toEqual({ key: 'integer' });
    expect(messageFor(z.number().multipleOf(1), 1.5)).toEqual({ key: 'integer' });
  });

  it('maps a non-boolean to boolean', () => {
    expect(messageFor(z.boolean(), 'yes')).toEqual({ key: 'boolean' });
  });
});

describe('messageKeyForIssue: strings', () => {
  it('maps min, max and exact lengths', () => {
    expect(messageFor(z.string().min(3), 'ab')).toEqual({ key: 'min_characters', params: { min: 3 } });
    expect(messageFor(z.string().max(5), 'abcdef')).toEqual({ key: 'max_characters', params: { max: 5 } });
    expect(messageFor(z.string().length(5), 'abc')).toEqual({ key: 'exact_length', params: { length: 5 } });
    expect(messageFor(z.string().length(5), 'abcdefg')).toEqual({ key: 'exact_length', params: { length: 5 } });
  });

  it('maps formats', () => {
    expect(messageFor(z.email(), 'nope')).toEqual({ key: 'invalid_email' });
    expect(messageFor(z.string().email(), 'nope')).toEqual({ key: 'invalid_email' });
    expect(messageFor(z.url(), 'nope')).toEqual({ key: 'invalid_url' });
    expect(messageFor(z.string().regex(/^\d{5}$/), '123')).toEqual({ key: 'invalid_format' });
    expect(messageFor(z.iso.date(), '2024-13-40')).toEqual({ key: 'invalid_format' });
    expect(messageFor(z.string().startsWith('GR'), 'DE1')).toEqual({ key: 'invalid_format' });
  });
});

describe('messageKeyForIssue: numbers', () => {
  it('maps inclusive bounds to min_number / max_number', () => {
    expect(messageFor(z.number().min(1), 0)).toEqual({ key: 'min_number', params: { min: 1 } });
    expect(messageFor(z.number().max(10), 11)).toEqual({ key: 'max_number', params: { max: 10 } });
    expect(messageFor(z.number().nonnegative(), -1)).toEqual({ key: 'min_number', params: { min: 0 } });
    expect(messageFor(z.bigint().min(5n), 1n)).toEqual({ key: 'min_number', params: { min: 5 } });
  });

  it('maps exclusive bounds to more_than / less_than', () => {
    expect(messageFor(z.number().gt(5), 5)).toEqual({ key: 'more_than', params: { min: 5 } });
    expect(messageFor(z.number().lt(5), 5)).toEqual({ key: 'less_than', params: { max: 5 } });
  });

  it('maps exclusive zero bounds to positive / negative', () => {
    expect(messageFor(z.number().positive(), 0)).toEqual({ key: 'positive' });
    expect(messageFor(z.int().positive(), -3)).toEqual({ key: 'positive' });
    expect(messageFor(z.number().negative(), 0)).toEqual({ key: 'negative' });
  });
});

describe('messageKeyForIssue: arrays and dates', () => {
  it('maps array and set sizes to min_items / max_items', () => {
    expect(messageFor(z.array(z.string()).min(2), ['a'])).toEqual({ key: 'min_items', params: { min: 2 } });
    expect(messageFor(z.array(z.string()).max(1), ['a', 'b'])).toEqual({ key: 'max_items', params: { max: 1 } });
    expect(messageFor(z.array(z.string()).nonempty(), [])).toEqual({ key: 'min_items', params: { min: 1 } });
    expect(messageFor(z.set(z.string()).min(2), new Set(['a']))).toEqual({ key: 'min_items', params: { min: 2 } });
  });

  it('maps date bounds to min_date / max_date with a timestamp param', () => {
    const bound = new Date('2024-01-01T00:00:00Z');
    expect(messageFor(z.date().min(bound), new Date('2023-06-01'))).toEqual({ key: 'min_date', params: { min: bound.getTime() } });
    expect(messageFor(z.date().max(bound), new Date('2025-06-01'))).toEqual({ key: 'max_date', params: { max: bound.getTime() } });
  });
});

describe('messageKeyForIssue: values and keys', () => {
  it('maps enum and literal mismatches to allowed_values_only', () => {
    expect(messageFor(z.enum(['a', 'b']), 'c')).toEqual({ key: 'allowed_values_only', params: { values: 'a, b' } });
    expect(messageFor(z.literal(true), false)).toEqual({ key: 'allowed_values_only', params: { values: 'true' } });
    expect(messageFor(z.union([z.literal('a'), z.literal('b')]), 'c')).toEqual({ key: 'allowed_values_only' });
  });

  it('maps a bad discriminator to allowed_values_only', () => {
    const schema = z.discriminatedUnion('t', [z.object({ t: z.literal('a') }), z.object({ t: z.literal('b') })]);
    expect(zodFieldErrors(errorOf(schema, { t: 'c' }))).toEqual({ t: 'allowed_values_only' });
  });

  it('maps unrecognized keys to not_allowed_values', () => {
    expect(messageFor(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual({
      key: 'not_allowed_values', params: { keys: 'b' },
    });
  });

  it('maps anything else to default', () => {
    expect(messageFor(z.number().multipleOf(5), 3)).toEqual({ key: 'default' });
    expect(messageFor(z.string().refine((v) => v === 'ok'), 'no')).toEqual({ key: 'default' });
    expect(messageFor(z.union([z.string(), z.number()]), true)).toEqual({ key: 'invalid_type' });
    expect(messageFor(z.union([z.literal('a'), z.number()]), 'c')).toEqual({ key: 'default' });
  });

  it('zod 4 surfaces the issues of the one union branch that matched the type', () => {
    expect(messageFor(z.union([z.email(), z.literal('')]), 'x')).toEqual({ key: 'invalid_email' });
  });
});

describe('messageKeyForIssue: custom keys', () => {
  it('passes a key-shaped refine message through', () => {
    const vat = z.string().refine((v) => /^\d{9}$/.test(v), { message: 'vat_number_invalid' });
    expect(messageFor(vat, '12')).toEqual({ key: 'vat_number_invalid' });
  });

  it('keeps refine params that are strings or numbers', () => {
    const schema = z.string().refine(() => false, { message: 'postal_code_invalid', params: { country: 'GR', n: 5, x: {} } });
    expect(messageFor(schema, '1')).toEqual({ key: 'postal_code_invalid', params: { country: 'GR', n: 5 } });
  });

  it('passes a key-shaped check or schema message through and keeps the structural params', () => {
    expect(messageFor(z.string().max(2, { message: 'company_name_too_long' }), 'abc')).toEqual({
      key: 'company_name_too_long', params: { max: 2 },
    });
    expect(messageFor(z.string({ error: 'name_required' }), undefined)).toEqual({ key: 'name_required' });
    expect(messageFor(z.string().min(1, { message: 'required' }), '')).toEqual({ key: 'required' });
  });

  it('ignores messages that are not key-shaped', () => {
    expect(messageFor(z.string().min(3, { message: 'Too short!' }), 'a')).toEqual({ key: 'min_characters', params: { min: 3 } });
  });
});

describe('zodFieldErrors / zodFieldParams', () => {
  const address = z.object({
    firstname: z.string().min(2),
    postal_code: z.string().regex(/^\d{5}$/),
    lines: z.array(z.object({ qty: z.number().min(1) })),
    invoice: z.strictObject({ vat_number: z.string().length(9) }),
  });

  it('uses dotted paths and one entry per unknown key', () => {
    const error = errorOf(address, {
      firstname: 'A', postal_code: 'x', lines: [{ qty: 1 }, { qty: 0 }], invoice: { vat_number: '1', foo: 1, bar: 2 },
    });
    expect(zodFieldErrors(error)).toEqual({
      firstname: 'min_characters',
      postal_code: 'invalid_format',
      'lines.1.qty': 'min_number',
      'invoice.vat_number': 'exact_length',
      'invoice.foo': 'not_allowed_values',
      'invoice.bar': 'not_allowed_values',
    });
    expect(zodFieldParams(error)).toEqual({
      firstname: { min: 2 },
      'lines.1.qty': { min: 1 },
      'invoice.vat_number': { length: 9 },
      'invoice.foo': { key: 'foo' },
      'invoice.bar': { key: 'bar' },
    });
  });

  it('keeps the first issue per path', () => {
    const schema = z.object({ code: z.string().min(3).regex(/^\d+$/) });
    const error = errorOf(schema, { code: 'a' });
    expect(error.issues).toHaveLength(2);
    expect(zodFieldErrors(error)).toEqual({ code: 'min_characters' });
  });

  it('uses _root for issues on the value itself', () => {
    const schema = z
      .object({ password: z.string(), confirm: z.string() })
      .refine((v) => v.password === v.confirm, { message: 'passwords_do_not_match' });
    expect(zodFieldErrors(errorOf(schema, { password: 'a', confirm: 'b' }))).toEqual({ _root: 'passwords_do_not_match' });
    expect(zodFieldErrors(errorOf(z.string(), 1))).toEqual({ _root: 'invalid_type' });
    expect(zodFieldErrors(errorOf(z.strictObject({}), { x: 1 }))).toEqual({ x: 'not_allowed_values' });
  });
});

describe('message catalogues', () => {
  const catalogues = { el: elMessages as Record<string, string>, en: enMessages as Record<string, string> };
  /** ICU arguments (`{name}` / `{name, type, ...}`) a message uses; `#` and plural branches excluded. */
  const argumentsOf = (message: string) =>
    [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*(?:,|\})/g)].map((m) => m[1]).filter((a) => a !== undefined).sort();
  /** Params the mapper produces for each catalogue key. */
  const produced: Record<string, string[]> = {
    min_characters: ['min'], max_characters: ['max'], exact_length: ['length'], min_number: ['min'],
    max_number: ['max'], less_than: ['max'], more_than: ['min'], min_date: ['min'], max_date: ['max'],
    min_items: ['min'], max_items: ['max'], allowed_values_only: ['values'], not_allowed_values: ['keys', 'key'],
  };

  it.each(Object.entries(catalogues))('%s has every catalogue key (plus domain keys), all non-empty', (_lang, messages) => {
    expect(Object.keys(messages)).toEqual(expect.arrayContaining([...ValidationMessageKeys]));
    for (const text of Object.values(messages)) expect(text.trim().length).toBeGreaterThan(0);
  });

  it.each(ValidationMessageKeys)('%s uses only params the mapper produces, the same in both languages', (key) => {
    const en = argumentsOf(catalogues.en[key] ?? '');
    expect(argumentsOf(catalogues.el[key] ?? '')).toEqual(en);
    for (const arg of en) expect(produced[key] ?? []).toContain(arg);
  });

  it('states the SPEC §5 English texts', () => {
    expect(enMessages.required).toBe('Field is required');
    expect(enMessages.default).toBe('Invalid value');
    expect(enMessages.invalid_email).toBe('Invalid email address');
    expect(elMessages.required).toBe('Το πεδίο είναι υποχρεωτικό');
  });
});
