import { z } from 'zod';

/** A visitor's consent choice as the browser records it (issue #49 item 1, decision 0094). */
export const zRecordConsentRequest = z.object({
  visitorId: z.uuid(),
  version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'consent_version_invalid'),
  preferences: z.boolean(),
  embeds: z.boolean(),
});
export type RecordConsentRequest = z.infer<typeof zRecordConsentRequest>;
