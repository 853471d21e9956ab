import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { isClientModule, messagePaths, runtimeImports } from './scan-source';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The project file an import names (`@/…` or relative), or undefined for a package or a non-code file. */
export function resolveImport(root: string, from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? resolve(root, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : undefined;
  if (!base) return undefined;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (/\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

export type ClientTree = {
  /** Every message path the client modules reachable from the entry read → the files reading it. */
  paths: Map<string, string[]>;
  /** Sources the scanner could not read, with the file. */
  problems: string[];
};

/**
 * The messages the client part of a route file's tree reads: walks the imports from the entry
 * (a page or layout, a server component); a `'use client'` module and everything it imports runs
 * in the browser and reads the nearest `NextIntlClientProvider`'s messages.
 */
export function clientTree(root: string, entry: string): ClientTree {
  const paths = new Map<string, string[]>();
  const problems: string[] = [];
  const seen = new Set<string>();
  const queue: Array<{ file: string; client: boolean }> = [{ file: entry, client: false }];
  while (queue.length) {
    const { file, client: parentClient } = queue.pop()!;
    const source = readFileSync(file, 'utf8');
    const client = parentClient || isClientModule(source);
    const key = `${client}:${file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (client) {
      const usage = messagePaths(source);
      const name = relative(root, file);
      for (const path of usage.paths) paths.set(path, [...(paths.get(path) ?? []), name]);
      problems.push(...usage.problems.map((problem) => `${name}: ${problem}`));
    }
    for (const specifier of runtimeImports(source)) {
      const target = resolveImport(root, file, specifier);
      if (target) queue.push({ file: target, client });
    }
  }
  return { paths, problems };
}
