import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { messageKeyForIssue } from '@/lib/contract/validation-messages';
import { encodeMessage } from './message-codec';

export { decodeMessage, encodeMessage } from './message-codec';

/**
 * react-hook-form resolver whose error messages are message *keys* (with params), exactly like
 * the API's field errors, so one component translates both (SPEC §5 catalogue).
 */
export function keyResolver<S extends z.core.$ZodType<FieldValues, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return zodResolver(schema as never, {
    // Called only for issues without a schema-level message (those already carry their key).
    // A field left empty is "required", whatever rule it broke (e.g. a password's minimum length).
    error: (issue: z.core.$ZodRawIssue) =>
      encodeMessage(issue.input === '' ? { key: 'required' } : messageKeyForIssue({ ...issue, message: '' } as z.core.$ZodIssue)),
  } as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
}
