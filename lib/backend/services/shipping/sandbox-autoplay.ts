import { inArray, notInArray } from 'drizzle-orm';
import { athensLocalText } from '@/lib/carriers/acs/acs-contract';
import { ACS_SCRIPT, BOXNOW_SCRIPT, dueScriptedEvents } from '@/lib/carriers/sandbox-autoplay';
import type { ApiDeps } from '../../context';
import { sandboxAcsVouchers, sandboxBoxnowParcels, shipments } from '../../db/schema';
import { acsConfigOf } from '../carriers/acs/acs-client';
import { addCheckpoint, findVoucher, voucherNoOf } from '../carriers/acs/sandbox-state';
import { boxnowConfigOf } from '../carriers/boxnow/boxnow-client';
import { findParcel, parcelIdOf } from '../carriers/boxnow/sandbox-state';
import { playSandboxParcelEvent } from '../carriers/boxnow/sandbox-webhook';

/**
 * The demo's carriers moving on their own (decision 0092, lib/carriers/sandbox-autoplay.ts): with
 * `CARRIER_SANDBOX_AUTOPLAY_SECONDS` set, each run plays the scripted events now due on the
 * sandboxes' open parcels — Box Now's with its webhook, ACS's as checkpoints — and makes their
 * shipments due for the tracking poll at once. Only against the sandboxes; off by default.
 */
const BATCH = 200;

export async function autoplaySandboxCarriers(deps: ApiDeps): Promise<number> {
  const seconds = deps.env.CARRIER_SANDBOX_AUTOPLAY_SECONDS;
  if (!seconds) return 0;
  const now = deps.now();
  const touched: string[] = [];
  if (boxnowConfigOf(deps).mode === 'sandbox') {
    const open = await deps.db.select().from(sandboxBoxnowParcels).where(notInArray(sandboxBoxnowParcels.state, ['canceled', 'delivered', 'returned', 'lost'])).limit(BATCH);
    for (const parcel of open) {
      for (const type of dueScriptedEvents(BOXNOW_SCRIPT, parcel.createdAt, now, seconds, parcel.events.map((e) => e.type), false)) {
        const row = await findParcel(deps.db, parcelIdOf(parcel.id));
        if (row) await playSandboxParcelEvent(deps, row, { type }, now);
        touched.push(parcelIdOf(parcel.id));
      }
    }
  }
  if (acsConfigOf(deps).mode === 'sandbox') {
    const open = await deps.db.select().from(sandboxAcsVouchers).where(inArray(sandboxAcsVouchers.state, ['printed', 'listed'])).limit(BATCH);
    for (const voucher of open) {
      for (const action of dueScriptedEvents(ACS_SCRIPT, voucher.createdAt, now, seconds, voucher.checkpoints.map((c) => c.action), false)) {
        const row = await findVoucher(deps.db, voucherNoOf(voucher.id));
        if (row) await addCheckpoint(deps.db, row, { at: athensLocalText(now), action, location: 'ΑΘΗΝΑ' }, now);
        touched.push(voucherNoOf(voucher.id));
      }
    }
  }
  if (touched.length > 0) await deps.db.update(shipments).set({ nextPollAt: now }).where(inArray(shipments.parcelId, [...new Set(touched)]));
  return touched.length;
}
