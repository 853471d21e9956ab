import { acsPickupDate, acsPrintType, acsVoucherParameters, athensLocal, pdfOf, voucherOf } from '@/lib/carriers/acs/acs-contract';
import { acsCheckpointKind } from '@/lib/carriers/tracking';
import { sandboxBase } from '@/lib/config/payment-providers';
import { ProviderError } from '../../payments/provider-http';
import type { CarrierAdapter } from '../carrier';
import { acsConfigOf, callAcs } from './acs-client';

/**
 * ACS Courier as the shop's carrier for courier orders (decision 0083): a voucher per order picked
 * up today (Monday after a Sunday), sender pays, cash on delivery in cash when the order has it,
 * the reference as `Reference_Key1`. ACS keeps no reference unique, so a voucher whose answer was
 * lost cannot be found again by it: the next try makes another, and the lost one — never printed,
 * never on a pickup list — is not collected by ACS (decision 0083 says how the pickup list clears it).
 */
export const acsCarrier: CarrierAdapter = {
  slug: 'acs',
  ships: ['courier'],
  async createParcel(deps, facts) {
    const parameters = acsVoucherParameters(
      { reference: facts.reference, sender: facts.sender, recipient: facts.recipient, weightKg: facts.weightKg, codCents: facts.codCents },
      acsConfigOf(deps).billingCode,
      acsPickupDate(deps.now()),
    );
    const voucher = voucherOf(await callAcs(deps, 'ACS_Create_Voucher', parameters));
    if (!voucher) throw new ProviderError('acs', 'ACS_Create_Voucher answered without a voucher');
    return voucher;
  },
  async label(deps, voucher, paper) {
    const pdf = pdfOf(await callAcs(deps, 'ACS_Print_Voucher', { Voucher_No: voucher, Print_Type: acsPrintType(paper), Start_Position: 1 }));
    if (!pdf) throw new ProviderError('acs', 'ACS_Print_Voucher answered without a PDF');
    return pdf;
  },
  trackingUrl: (deps, voucher) =>
    acsConfigOf(deps).mode === 'live'
      ? `https://www.acscourier.net/el/track-and-trace/?generalCode=${encodeURIComponent(voucher)}`
      : `${sandboxBase(deps.env, 'acs')}/track?generalCode=${encodeURIComponent(voucher)}`,
  async cancel(deps, voucher) {
    await callAcs(deps, 'ACS_Delete_Voucher', { Voucher_No: voucher });
  },
  async track(deps, voucher) {
    const answer = await callAcs(deps, 'ACS_TrackingDetails', { Voucher_No: voucher });
    return answer.table.flatMap((row) => {
      const time = String(row.checkpoint_date_time ?? '');
      const action = String(row.checkpoint_action ?? '').trim();
      // ACS writes Athens local time without a zone.
      const occurredAt = athensLocal(time);
      if (!action || !occurredAt) return [];
      return [{ key: `${time}|${action}`, kind: acsCheckpointKind(action), carrierType: action, description: action, location: String(row.checkpoint_location ?? '').trim() || null, occurredAt }];
    });
  },
};
