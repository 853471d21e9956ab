import type en from '@/messages/en.json';

/** The Parts and Members panels' texts (`staffProductKinds` but its errors), translated on the server with their placeholders kept. */
export type CompositionTexts = Omit<(typeof en)['staffProductKinds'], 'errors'>;

/** A text with its `{name}` placeholders filled. */
export { fillTemplate as fill } from '@/lib/i18n/fill-template';
