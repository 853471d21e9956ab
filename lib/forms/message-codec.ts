import type { MessageParams } from '@/lib/contract/validation-messages';

/**
 * A message key with its params in one string (react-hook-form keeps one string per error):
 * `key` or `key|{"min":8}`. Kept apart from the resolver, so pages without forms stay free of zod.
 */
export function encodeMessage(message: { key: string; params?: MessageParams }): string {
  return message.params && Object.keys(message.params).length ? `${message.key}|${JSON.stringify(message.params)}` : message.key;
}

/** The key and params of an encoded message (a plain key from a schema passes through). */
export function decodeMessage(message: string | undefined): { key: string; params?: MessageParams } | undefined {
  if (!message) return undefined;
  const bar = message.indexOf('|');
  if (bar < 0) return { key: message };
  try {
    return { key: message.slice(0, bar), params: JSON.parse(message.slice(bar + 1)) as MessageParams };
  } catch {
    return { key: message.slice(0, bar) };
  }
}
