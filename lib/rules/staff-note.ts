/**
 * A staff note on an order (issue #44 item 2) is plain text a customer may read: at most
 * NOTE_MAX_LENGTH characters once trimmed, line breaks kept, and no control or direction-override
 * characters (they hide or reorder what staff and the customer see). Pure.
 */
export const NOTE_MAX_LENGTH = 500;

// C0 and C1 controls other than tab and line feed, and the bidirectional overrides and isolates.
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** The note as it is stored: Windows and old Mac line ends as `\n`, trimmed. */
export const normaliseNote = (text: string): string => text.replace(/\r\n?/g, '\n').trim();

/** Whether a (normalised) note holds only characters that show as they are. */
export const isPlainNote = (text: string): boolean => !UNSAFE.test(text);
