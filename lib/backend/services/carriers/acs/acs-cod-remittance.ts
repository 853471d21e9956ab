import { ACS_COD_ALIAS, acsCodRemittanceParameters, readCodRemittances, type AcsCodRemittance } from '@/lib/carriers/acs/acs-cod-remittance';
import type { ApiDeps } from '../../../context';
import { CarrierRefusal } from '../carrier-errors';
import { askAcs } from './acs-client';

/**
 * The cash ACS paid over to the shop on one day (decision 0091): `ACS_COD_Beneficiary_Info` for that
 * `COD_Payment_Date`. A day without remittances is an empty list (an empty table, or ACS's "nothing
 * found"); a fault of the call is a ProviderError, any other message without rows a CarrierRefusal.
 * Rows that cannot be read are logged and left out.
 */
export async function acsCodRemittances(deps: ApiDeps, day: string): Promise<AcsCodRemittance[]> {
  const answer = await askAcs(deps, ACS_COD_ALIAS, acsCodRemittanceParameters(day));
  const read = readCodRemittances(answer);
  if (read.refusal) throw new CarrierRefusal('acs', ACS_COD_ALIAS, read.refusal);
  if (read.unreadable > 0) console.warn('[shipping] ACS COD remittance rows left out (unreadable)', { day, unreadable: read.unreadable });
  return read.remittances;
}
