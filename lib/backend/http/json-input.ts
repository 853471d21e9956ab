/**
 * Checks of a JSON request body that must hold for any body (issue #14 item 11, 12), all
 * iterative so that no input can exhaust the stack. Pure.
 */

import { isStorableText } from '@/lib/utils/well-formed-text';

/** Deepest nesting of arrays and objects a request body may have. */
export const JSON_MAX_DEPTH = 32;

/**
 * Whether JSON text nests arrays/objects deeper than `max`, read on the raw text before it is
 * parsed (one pass, brackets inside strings ignored). Malformed text is left to JSON.parse.
 */
export function exceedsJsonDepth(text: string, max = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/**
 * The dotted path of the first string or key in a parsed JSON value that is not storable text
 * (`''` for the value itself), or undefined when all are. Iterative (an explicit stack).
 */
export function findUnstorableText(root: unknown): string | undefined {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return path;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const childPath = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return childPath;
      stack.push([child, childPath]);
    }
  }
  return undefined;
}
