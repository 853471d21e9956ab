// Whether the production build the bench tools measure is older than the code it is built from.
// The tools build only when there is no build; a build left from before a change measured the
// previous code under the new name (a lighthouse:ab of a change read "+ changes (as built)" while
// both sides ran the same code).

/** Files whose changes do not reach the production build: tests, docs, and the bench and e2e tools. */
const OUTSIDE_BUILD = [/^bench\//, /^e2e\//, /^docs\//, /^\.ci\//, /\.test\.tsx?$/, /\.md$/, /^(playwright|jest|eslint|drizzle)\.config\.(ts|mjs)$/, /^\.gitignore$/, /^\.env\.example$/];

export const affectsBuild = (path: string): boolean => !OUTSIDE_BUILD.some((pattern) => pattern.test(path));

export type SourceFile = { path: string; modifiedAt: number };

/** The most recently changed file that reaches the build and changed after it (`builtAt`), if any. */
export function changedSinceBuild(builtAt: number, files: readonly SourceFile[]): SourceFile | undefined {
  let newest: SourceFile | undefined;
  for (const file of files) {
    if (file.modifiedAt > builtAt && affectsBuild(file.path) && (!newest || file.modifiedAt > newest.modifiedAt)) newest = file;
  }
  return newest;
}
