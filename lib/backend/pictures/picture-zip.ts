import 'server-only';
import type { PictureZipEntryReport, PictureZipReport } from '@/lib/contract/picture-zip';
import { readPictureEntryName, type PictureNameReading } from '@/lib/rules/catalog-import/picture-zip-name';
import { PICTURES_PER_PRODUCT } from '@/lib/rules/picture-limits';
import type { ApiDeps } from '../context';
import type { StaffPrincipal } from '../staff/staff-principal';
import { productLookup, refuseImport } from './import-upload';
import { pictureRows, type PictureProduct } from './picture-rows';
import { PictureRefusedError, processPicture } from './process-picture';
import { assertPictureEditor, storePicture, type NewPicture } from './staff-pictures';
import { openZip, type ZipEntry } from './zip-entries';

/**
 * A ZIP of product pictures (issue #45 item 3, decision 0042): the dry run reads every entry,
 * judges its name (lib/rules/catalog-import/picture-zip-name.ts), finds its product and colour and
 * runs the picture through the upload's own processing (processPicture: sniffed, decoded,
 * re-encoded), writing nothing; apply does the same and refuses the whole ZIP if any entry has an
 * error, else stores each new picture as an upload does (storePicture: object, then row and audit
 * row). A picture the product already has for that colour (same content hash of the re-encoded
 * picture) is `unchanged`, so applying a ZIP again adds nothing.
 */
type Planned = { product: PictureProduct; reading: PictureNameReading; picture: NewPicture; at: number };
type Checked = { report: PictureZipReport; planned: Planned[] };

const emptyCounts = () => ({ add: 0, unchanged: 0, skipped: 0, error: 0 });

class ZipCheck {
  private hashes = new Map<number, Set<string>>();
  private counts = new Map<number, number>();
  private orders = new Set<string>();

  private readonly find: (code: string) => Promise<PictureProduct | null>;

  constructor(private readonly deps: Pick<ApiDeps, 'db'>) {
    this.find = productLookup(deps);
  }

  private async product(code: string): Promise<PictureProduct | null> {
    const found = await this.find(code);
    if (found && !this.hashes.has(found.id)) {
      const rows = await pictureRows(this.deps.db, found.id);
      this.hashes.set(found.id, new Set(rows.map((r) => `${r.color ?? ''}|${r.sha256}`)));
      this.counts.set(found.id, rows.length);
    }
    return found;
  }

  /** One entry's outcome, and the picture to store when it is new. */
  async entry(entry: ZipEntry): Promise<{ report: PictureZipEntryReport; product?: PictureProduct; reading?: PictureNameReading; picture?: NewPicture }> {
    const base = { entry: entry.name, code: null, color: null, order: null, problem: null };
    const name = readPictureEntryName(entry.name);
    if (name.kind === 'skip') return { report: { ...base, outcome: 'skipped' } };
    if (name.kind === 'problem') return { report: { ...base, outcome: 'error', problem: name.key } };
    let reading = name.candidates[0]!;
    let product: PictureProduct | null = null;
    for (const candidate of name.candidates) {
      product = await this.product(candidate.code);
      if (product) {
        reading = candidate;
        break;
      }
    }
    const said = { ...base, code: product?.code ?? reading.code, color: reading.color, order: reading.order };
    const error = (problem: string) => ({ report: { ...said, outcome: 'error' as const, problem } });
    if (!product) return error('product_not_found');
    if (reading.color && !product.colors.includes(reading.color)) return error('picture_color_invalid');
    const orderKey = `${product.id}|${reading.color ?? ''}|${reading.order}`;
    if (this.orders.has(orderKey)) return error('zip_entry_duplicate');
    this.orders.add(orderKey);
    const bytes = await entry.read();
    if ('problem' in bytes) return error(bytes.problem);
    let master;
    try {
      master = await processPicture(bytes);
    } catch (refused) {
      if (refused instanceof PictureRefusedError) return error(refused.key);
      throw refused;
    }
    const known = this.hashes.get(product.id)!;
    const hash = `${reading.color ?? ''}|${master.sha256}`;
    if (known.has(hash)) return { report: { ...said, outcome: 'unchanged' } };
    const count = this.counts.get(product.id)! + 1;
    if (count > PICTURES_PER_PRODUCT) return error('pictures_limit_reached');
    known.add(hash);
    this.counts.set(product.id, count);
    const picture = { bytes: master.bytes, width: master.width, height: master.height, sha256: master.sha256, color: reading.color, alt: { el: '', en: '' } };
    return { report: { ...said, outcome: 'add' }, product, reading, picture };
  }
}

async function checkZip(deps: Pick<ApiDeps, 'db'>, bytes: Uint8Array): Promise<Checked> {
  const opened = await openZip(bytes);
  if ('problem' in opened) return { report: { fileProblems: [opened.problem], entries: [], counts: emptyCounts(), applied: false }, planned: [] };
  const entries: PictureZipEntryReport[] = [];
  const planned: Planned[] = [];
  const check = new ZipCheck(deps);
  try {
    for (const entry of opened.entries) {
      const { report, product, reading, picture } = await check.entry(entry);
      if (product && reading && picture) planned.push({ product, reading, picture, at: entries.length });
      entries.push(report);
    }
  } finally {
    opened.close();
  }
  const counts = emptyCounts();
  for (const e of entries) counts[e.outcome] += 1;
  const fileProblems = entries.length === counts.skipped ? ['zip_empty'] : [];
  return { report: { fileProblems, entries, counts, applied: false }, planned };
}

export async function dryRunPictureZip(deps: Pick<ApiDeps, 'db'>, staff: StaffPrincipal, bytes: Uint8Array): Promise<PictureZipReport> {
  assertPictureEditor(staff);
  return (await checkZip(deps, bytes)).report;
}

/** Stored in the order of product, colour and position (`_n`), so that the product's pictures follow the names. */
const storeOrder = (a: Planned, b: Planned) =>
  a.product.code.localeCompare(b.product.code) || (a.reading.color ?? '').localeCompare(b.reading.color ?? '') || a.reading.order - b.reading.order;

export async function applyPictureZip(deps: ApiDeps, staff: StaffPrincipal, bytes: Uint8Array): Promise<PictureZipReport> {
  assertPictureEditor(staff);
  const { report, planned } = await checkZip(deps, bytes);
  if (report.fileProblems.length || report.counts.error > 0) {
    throw refuseImport('picture_zip_invalid', report.fileProblems, report.entries.map((e) => [e.entry, e.problem]), 'entries');
  }
  const entries = [...report.entries];
  const counts = { ...report.counts };
  for (const item of [...planned].sort(storeOrder)) {
    // Another apply of the same ZIP may have stored it meanwhile: then it is unchanged.
    if (await storePicture(deps, staff, item.product, item.picture, { unlessSame: true })) continue;
    entries[item.at] = { ...entries[item.at]!, outcome: 'unchanged' };
    counts.add -= 1;
    counts.unchanged += 1;
  }
  return { fileProblems: [], entries, counts, applied: true };
}
