import { pdfOf } from '@/lib/carriers/acs/acs-contract';
import type { ApiDeps } from '../../../context';
import { ProviderError } from '../../payments/provider-http';
import { CarrierRefusal } from '../carrier-errors';
import { askAcs, callAcs } from './acs-client';

/**
 * ACS's daily pickup list (decision 0085): `ACS_Issue_Pickup_List` closes the day's printed
 * vouchers into one list the courier signs (ACS does not recognise a voucher that is on none), and
 * refuses while an unprinted voucher of the day exists, naming them; `ACS_Print_Pickup_List` prints
 * it. Several lists a day are allowed.
 */
export type IssueOutcome = { kind: 'issued'; number: string } | { kind: 'unprinted'; vouchers: string[] };

export async function issueAcsPickupList(deps: ApiDeps, pickupDate: string): Promise<IssueOutcome> {
  // The refusal that names the unprinted vouchers is an answer here, not an error.
  const answer = await askAcs(deps, 'ACS_Issue_Pickup_List', { Pickup_Date: pickupDate, MyData: 0 });
  const row = answer.values[0] ?? {};
  const number = typeof row.PickupList_No === 'string' || typeof row.PickupList_No === 'number' ? String(row.PickupList_No).trim() : '';
  if (number) return { kind: 'issued', number };
  const unprinted = answer.table.flatMap((r) => String(r.Unprinted_Vouchers ?? '').split(',')).map((v) => v.trim()).filter(Boolean);
  if (unprinted.length > 0) return { kind: 'unprinted', vouchers: unprinted };
  throw new CarrierRefusal('acs', 'ACS_Issue_Pickup_List', String(row.Error_Message ?? 'no pickup list'));
}

export async function printAcsPickupList(deps: ApiDeps, number: string, pickupDate: string): Promise<Uint8Array> {
  const pdf = pdfOf(await callAcs(deps, 'ACS_Print_Pickup_List', { Mass_Number: number, Pickup_Date: pickupDate }));
  if (!pdf) throw new ProviderError('acs', 'ACS_Print_Pickup_List answered without a PDF');
  return pdf;
}
