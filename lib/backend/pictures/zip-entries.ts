import type { Entry, ZipFile } from 'yauzl';
import { PICTURE_ZIP_MAX_ENTRIES, PICTURE_ZIP_TOTAL_MAX_BYTES } from '@/lib/rules/catalog-import/picture-zip-name';
import { PICTURE_MAX_BYTES } from '@/lib/rules/picture-limits';
import { collectCapped } from './collect-capped';

/**
 * A pictures ZIP read with yauzl (decision 0042), loaded on demand (`await import`): nothing of it is
 * loaded with the API. The central directory is read first, without inflating anything: too many
 * entries or more than PICTURE_ZIP_TOTAL_MAX_BYTES declared uncompressed refuse the whole file. An
 * entry is then inflated only when asked, one at a time, and only if it declares at most
 * PICTURE_MAX_BYTES; yauzl stops an entry that inflates to more than it declared (a ZIP bomb that
 * lies about its sizes), which answers zip_entry_unreadable like an encrypted or corrupt entry.
 * Names are decoded here but not judged (yauzl's own check would refuse the whole file for one bad
 * name; the pure rule names each entry's problem instead).
 */
export type ZipFileProblem = 'zip_unreadable' | 'zip_too_many_entries' | 'zip_too_large_uncompressed';
export type ZipEntryProblem = 'zip_entry_unreadable' | 'picture_too_large';
export type ZipEntry = { name: string; size: number; read: () => Promise<Uint8Array | { problem: ZipEntryProblem }> };
export type OpenZip = { entries: ZipEntry[]; close: () => void } | { problem: ZipFileProblem };

async function listEntries(zip: ZipFile): Promise<Entry[]> {
  const entries: Entry[] = [];
  for await (const entry of zip.eachEntry()) entries.push(entry);
  return entries;
}

async function inflate(zip: ZipFile, entry: Entry): Promise<Uint8Array | { problem: ZipEntryProblem }> {
  if (entry.uncompressedSize > PICTURE_MAX_BYTES) return { problem: 'picture_too_large' };
  if (entry.isEncrypted() || !entry.canDecodeFileData()) return { problem: 'zip_entry_unreadable' };
  try {
    // yauzl's validateEntrySizes stops it at the declared size; the cap is the belt to its braces.
    return (await collectCapped(await zip.openReadStreamPromise(entry), PICTURE_MAX_BYTES)) ?? { problem: 'picture_too_large' };
  } catch {
    return { problem: 'zip_entry_unreadable' };
  }
}

export async function openZip(bytes: Uint8Array): Promise<OpenZip> {
  const yauzl = await import('yauzl');
  let zip: ZipFile;
  let entries: Entry[];
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true });
    if (zip.entryCount > PICTURE_ZIP_MAX_ENTRIES) {
      zip.close();
      return { problem: 'zip_too_many_entries' };
    }
    entries = await listEntries(zip);
  } catch {
    return { problem: 'zip_unreadable' };
  }
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > PICTURE_ZIP_TOTAL_MAX_BYTES) {
    zip.close();
    return { problem: 'zip_too_large_uncompressed' };
  }
  const name = (e: Entry) => yauzl.getFileNameLowLevel(e.generalPurposeBitFlag, e.fileNameRaw, e.extraFields, false);
  return { entries: entries.map((e) => ({ name: name(e), size: e.uncompressedSize, read: () => inflate(zip, e) })), close: () => zip.close() };
}
