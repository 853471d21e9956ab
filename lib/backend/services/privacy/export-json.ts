import type { ExportHead, ExportSection } from './export-types';

/**
 * The data export as a JSON file (decision 0095), written piece by piece: the head, then each
 * section under its name, a list one row at a time, so that the whole file is never in memory.
 * The result parses as one object: `{ exportedAt, partner, profile, addresses: [...], orders: [...], … }`.
 */
export async function* jsonExport(head: ExportHead, sections: readonly ExportSection[]): AsyncGenerator<string> {
  yield `{\n"exportedAt":${JSON.stringify(head.exportedAt)},\n"partner":${JSON.stringify(head.partner)}`;
  for (const section of sections) {
    const key = JSON.stringify(section.name);
    if (section.kind === 'record') {
      yield `,\n${key}:${JSON.stringify(await section.read())}`;
      continue;
    }
    yield `,\n${key}:[`;
    let first = true;
    for await (const row of section.read()) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
      first = false;
    }
    yield first ? ']' : '\n]';
  }
  yield '\n}\n';
}
