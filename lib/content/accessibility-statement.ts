/**
 * When the accessibility statement (app/[lang]/[partnerId]/accessibility, texts in the messages'
 * `accessibility`) was last assessed: change it with the statement. Noon UTC, the same day in Athens.
 */
export const ACCESSIBILITY_STATEMENT_DATE = '2026-11-22T12:00:00Z';
