import { acsRequest, pdfOf, readAcsAnswer } from '@/lib/carriers/acs/acs-contract';
import type { ApiDeps } from '../../../context';
import { ProviderError, providerHttp } from '../../payments/provider-http';
import { CarrierRefusal } from '../carrier-errors';
import { acsConfigOf, callAcs } from './acs-client';

/**
 * ACS's daily pickup list (decision 0085): `ACS_Issue_Pickup_List` closes the day's printed
 * vouchers into one list the courier signs (ACS does not recognise a voucher that is on none), and
 * refuses while an unprinted voucher of the day exists, naming them; `ACS_Print_Pickup_List` prints
 * it. Several lists a day are allowed.
 */
export type IssueOutcome = { kind: 'issued'; number: string } | { kind: 'unprinted'; vouchers: string[] };

export async function issueAcsPickupList(deps: ApiDeps, pickupDate: string): Promise<IssueOutcome> {
  // The refusal that names the unprinted vouchers is an answer here, not an error: read it whole.
  const config = acsConfigOf(deps);
  let response: Response;
  try {
    response = await providerHttp(deps)(
      new Request(config.url, { method: 'POST', headers: { 'content-type': 'application/json', AcsApiKey: config.apiKey }, body: JSON.stringify(acsRequest('ACS_Issue_Pickup_List', config, { Pickup_Date: pickupDate, MyData: 0 })) }),
    );
  } catch (error) {
    throw new ProviderError('acs', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new ProviderError('acs', `HTTP ${response.status}`);
  let answer;
  try {
    answer = readAcsAnswer(await response.json());
  } catch {
    throw new ProviderError('acs', 'not an ACS answer');
  }
  if (answer.error !== undefined) throw new ProviderError('acs', answer.error);
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
