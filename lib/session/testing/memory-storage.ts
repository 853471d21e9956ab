/**
 * An in-memory Web Storage (localStorage/sessionStorage) for unit tests: insertion-ordered keys,
 * values coerced to strings like the browser's, and a write log for assertions.
 */
export class MemoryStorage implements Storage {
  [name: string]: unknown;
  readonly #items = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.#items.set(key, value);
  }

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(String(key));
  }

  clear(): void {
    this.#items.clear();
  }

  /** A plain copy of the contents, for `toEqual` assertions. */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.#items);
  }
}
