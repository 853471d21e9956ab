import type { Context, Hono } from 'hono';
import { acsAnswer, AcsAliases, type AcsAlias } from '@/lib/carriers/acs/acs-contract';
import { acsCodRemittanceRow, athensDay } from '@/lib/carriers/acs/acs-cod-remittance';
import type { ApiEnv } from '../../context';
import { acsSandboxConfig } from '../../services/carriers/acs/acs-client';
import { acsSandboxModeOf, deliveredDayOf, findVoucher, issueVoucher, listVouchers, openVouchersOf, remittedOn, setVoucherState, vouchersNamed, vouchersOnList, voucherNoOf } from '../../services/carriers/acs/sandbox-state';
import { safeEqual } from '../../services/payments/secure-text';
import { renderPickupList, renderSandboxLabel, trackingPage } from './carrier-documents';

/**
 * ACS Courier's Web Services played inside the API (issue #48, decision 0083), as ACS's API
 * document describes them: one endpoint, the `AcsApiKey` header (403 without it), the account's
 * credentials in the parameters (an execution error otherwise), HTTP 200 with the envelope for a
 * business refusal (`Error_Message`, in Greek as ACS writes them). `ACS_Create_Voucher` checks what
 * ACS checks (recipient, postal code, phone, weight 0.5–999, Charge_Type 2/4, cash on delivery with
 * its product and way, billing code, no pickup on a past day or a Sunday) and answers a 10-digit
 * voucher padded with a space; `ACS_Print_Voucher` gives the label as a base64 PDF (A4 laser or
 * thermal) and is refused once the voucher is on a pickup list; `ACS_Delete_Voucher` until then;
 * `ACS_Issue_Pickup_List` lists the day's printed vouchers (refused while one is unprinted, naming
 * them) and `ACS_Print_Pickup_List` prints it; `ACS_TrackingDetails` lists the checkpoints a test
 * played on a voucher (Athens local times, Greek actions); `ACS_COD_Beneficiary_Info` lists the cash
 * paid over on a `COD_Payment_Date` (a delivered voucher's, two working days later, or as a test
 * said; nothing for a day still to come; "Error fill data" without a day, decision 0091).
 */
const refuse = (c: Context<ApiEnv>, message: string, extra: Record<string, unknown> = {}) => c.json(acsAnswer([{ ...extra, Error_Message: message }]));
const fault = (c: Context<ApiEnv>, message: string) => c.json({ ACSExecution_HasError: true, ACSExecutionErrorMessage: message, ACSOutputResponce: null });

function voucherProblem(p: Record<string, unknown>, billingCode: string, today: string): string | undefined {
  const text = (name: string) => (typeof p[name] === 'string' ? (p[name] as string).trim() : typeof p[name] === 'number' ? String(p[name]) : '');
  const pickup = text('Pickup_Date');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(pickup) || pickup < today) return 'Μη έγκυρη ημερομηνία παραλαβής';
  if (new Date(`${pickup}T12:00:00Z`).getUTCDay() === 0) return 'Η παραλαβή δεν γίνεται Κυριακή ή αργία';
  if (!text('Recipient_Name')) return 'Το όνομα παραλήπτη είναι κενό';
  if (!text('Recipient_Address')) return 'Η διεύθυνση παραλήπτη είναι κενή';
  if (!/^\d{5}$/.test(text('Recipient_Zipcode')) || !['GR', 'CY'].includes(text('Recipient_Country') || 'GR')) return 'Μη έγκυρος ταχυδρομικός κώδικας για τη χώρα';
  if (!text('Recipient_Phone') && !text('Recipient_Cell_Phone')) return 'Απαιτείται τηλέφωνο παραλήπτη';
  const weight = Number(p.Weight);
  if (!(weight >= 0.5 && weight <= 999)) return 'Το βάρος πρέπει να είναι από 0,5 έως 999 κιλά';
  if (p.Charge_Type !== 2 && p.Charge_Type !== 4) return 'Μη έγκυρος τρόπος χρέωσης';
  if (p.Cod_Ammount !== null && p.Cod_Ammount !== undefined) {
    if (!String(p.Acs_Delivery_Products ?? '').split(',').includes('COD')) return 'Ποσό αντικαταβολής χωρίς την υπηρεσία COD';
    if (p.Cod_Payment_Way !== 0 && p.Cod_Payment_Way !== 1) return 'Μη έγκυρος τρόπος πληρωμής αντικαταβολής';
  }
  if (text('Billing_Code') !== billingCode) return 'Άγνωστος κωδικός χρέωσης';
  return undefined;
}

const STATES = { created: 'Καταχωρήθηκε / Registered', printed: 'Έτοιμο για παραλαβή / Ready for pickup', listed: 'Παραλήφθηκε από την ACS / Picked up by ACS', deleted: 'Ακυρώθηκε / Cancelled' } as const;

export function acsSandboxRoutes(app: Hono<ApiEnv>): void {
  // The public tracking page a customer opens (ACS's track-and-trace, played).
  app.get('/sandbox/acs/track', async (c) => {
    const row = await findVoucher(c.get('deps').db, c.req.query('generalCode') ?? '');
    if (!row) return c.html(trackingPage('ACS Courier', 'Δεν βρέθηκε η αποστολή. / No such shipment.'), 404);
    return c.html(trackingPage('ACS Courier', `${voucherNoOf(row.id)}: ${STATES[row.state]}`));
  });

  app.post('/sandbox/acs/ACSAutoRest', async (c) => {
    const deps = c.get('deps');
    const config = acsSandboxConfig(deps);
    if (!safeEqual(c.req.header('acsapikey'), config.apiKey)) return c.json({ Message: 'Authorization has been denied for this request.' }, 403);
    const mode = acsSandboxModeOf(deps.db).mode;
    if (mode === 'down') return c.json({ Message: 'Service unavailable' }, 503);
    const body = (await c.req.json().catch(() => ({}))) as { ACSAlias?: string; ACSInputParameters?: Record<string, unknown> };
    const p = body.ACSInputParameters ?? {};
    if (p.Company_ID !== config.companyId || !safeEqual(String(p.Company_Password ?? ''), config.companyPassword) || p.User_ID !== config.userId || !safeEqual(String(p.User_Password ?? ''), config.userPassword)) {
      return fault(c, 'Invalid company or user credentials');
    }
    if (!AcsAliases.includes(body.ACSAlias as AcsAlias)) return fault(c, `Unknown alias ${String(body.ACSAlias)}`);
    const now = deps.now();
    switch (body.ACSAlias as AcsAlias) {
      case 'ACS_Create_Voucher': {
        const today = athensDay(now);
        const problem = voucherProblem(p, config.billingCode, today);
        if (problem) return refuse(c, problem, { Voucher_No: null, Voucher_No_Return: null });
        const row = await issueVoucher(deps.db, p, now);
        if (mode === 'lose') return c.json({ Message: 'Bad gateway' }, 502);
        return c.json(acsAnswer([{ Voucher_No: ` ${voucherNoOf(row.id)}`, Voucher_No_Return: null, Error_Message: '' }]));
      }
      case 'ACS_Print_Voucher': {
        const rows = await vouchersNamed(deps.db, String(p.Voucher_No ?? ''));
        if (!rows || rows.length > 10) return refuse(c, 'Δεν βρέθηκε το voucher');
        if (rows.some((row) => row.state === 'listed')) return refuse(c, 'Η εκτύπωση δεν επιτρέπεται μετά την έκδοση λίστας παραλαβής');
        await setVoucherState(deps.db, rows.map((row) => row.id), 'printed', now);
        const row = rows[0]!;
        const params = row.parameters;
        const pdf = await renderSandboxLabel({
          carrier: 'ACS Courier',
          paper: p.Print_Type === 2 ? 'A4' : 'A6',
          parcelId: voucherNoOf(row.id),
          orderNumber: String(params.Reference_Key1 ?? ''),
          recipient: String(params.Recipient_Name ?? ''),
          phone: String(params.Recipient_Cell_Phone ?? params.Recipient_Phone ?? ''),
          destination: `${String(params.Recipient_Address ?? '')}, ${String(params.Recipient_Zipcode ?? '')} ${String(params.Recipient_Region ?? '')}`,
          cod: params.Cod_Ammount === null || params.Cod_Ammount === undefined ? null : Number(params.Cod_Ammount).toFixed(2),
          item: 0,
          items: 1,
        });
        return c.json(acsAnswer([{ ACSObjectOutput: Buffer.from(pdf).toString('base64'), Error_Message: '' }]));
      }
      case 'ACS_Delete_Voucher': {
        const rows = await vouchersNamed(deps.db, String(p.Voucher_No ?? ''));
        if (!rows || rows.length > 20) return refuse(c, 'Δεν βρέθηκε το voucher');
        if (rows.some((row) => row.state === 'listed')) return refuse(c, 'Η διαγραφή δεν είναι δυνατή μετά την εκτύπωση της λίστας παραλαβής του courier');
        await setVoucherState(deps.db, rows.map((row) => row.id), 'deleted', now);
        return c.json(acsAnswer([{ Error_Message: null }]));
      }
      case 'ACS_Issue_Pickup_List': {
        const day = String(p.Pickup_Date ?? '');
        const open = await openVouchersOf(deps.db, day);
        const unprinted = open.filter((row) => row.state === 'created');
        if (unprinted.length > 0) {
          return c.json(acsAnswer([{ PickupList_No: null, Unprinted_Found: unprinted.length, Error_Message: 'Υπάρχουν αποστολές που δεν έχουν εκτυπωθεί' }], [{ Unprinted_Vouchers: unprinted.map((row) => voucherNoOf(row.id)).join(',') }]));
        }
        if (open.length === 0) return refuse(c, 'Δεν υπάρχουν αποστολές για λίστα παραλαβής', { PickupList_No: null, Unprinted_Found: 0 });
        const number = await listVouchers(deps.db, open, now);
        return c.json(acsAnswer([{ PickupList_No: number, Unprinted_Found: 0, Error_Message: '' }]));
      }
      case 'ACS_Print_Pickup_List': {
        const rows = await vouchersOnList(deps.db, String(p.Mass_Number ?? ''));
        if (rows.length === 0) return refuse(c, 'Δεν βρέθηκε η λίστα παραλαβής');
        const pdf = await renderPickupList(String(p.Mass_Number), String(p.Pickup_Date ?? ''), rows.map((row) => ({ voucher: voucherNoOf(row.id), reference: String(row.reference ?? ''), recipient: String(row.parameters.Recipient_Name ?? ''), cod: row.parameters.Cod_Ammount === null || row.parameters.Cod_Ammount === undefined ? null : Number(row.parameters.Cod_Ammount).toFixed(2) })));
        return c.json(acsAnswer([{ ACSObjectOutput: { PDFData: Buffer.from(pdf).toString('base64') }, Error_Message: '' }]));
      }
      case 'ACS_TrackingDetails': {
        const row = await findVoucher(deps.db, String(p.Voucher_No ?? ''));
        if (!row || row.state === 'deleted') return refuse(c, `Νο Acs shipment found for your company with voucher no: ${String(p.Voucher_No ?? '')}`);
        return c.json(acsAnswer([{ Error_Message: '' }], row.checkpoints.map((cp) => ({ checkpoint_date_time: cp.at, checkpoint_action: cp.action, checkpoint_location: cp.location, checkpoint_notes: '' }))));
      }
      case 'ACS_COD_Beneficiary_Info': {
        const day = String(p.COD_Payment_Date ?? '');
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return c.json(acsAnswer([{ Error_msg: 'Error fill data' }]));
        const paid = day > athensDay(now) ? [] : await remittedOn(deps.db, day);
        const rows = paid.map(({ row, remittance }) =>
          acsCodRemittanceRow({
            voucher: voucherNoOf(row.id),
            // Paid in cash at the door (Cod_Payment_Way 0).
            amountCents: remittance.amountCents,
            cashCents: remittance.amountCents,
            cardCents: 0,
            reference: row.reference,
            customerCode: config.billingCode,
            sender: String(row.parameters.Sender ?? ''),
            receiver: String(row.parameters.Recipient_Name ?? ''),
            pickupDate: row.pickupDate,
            deliveryDate: deliveredDayOf(row) ?? day,
          }),
        );
        return c.json(acsAnswer([{ Error_msg: null }], rows));
      }
      default:
        return fault(c, `${String(body.ACSAlias)} is not played by the sandbox yet`);
    }
  });
}
