/**
 * ACS Courier's Web Services (REST) as ACS's own API document describes them (issue #48, decision
 * 0083): one endpoint, `POST …/ACSRestServices/api/ACSAutoRest`, the `AcsApiKey` header, a body
 * `{"ACSAlias": …, "ACSInputParameters": {…}}` whose parameters always carry the company's and the
 * user's credentials, and one envelope back — `ACSExecution_HasError` / `ACSExecutionErrorMessage`
 * for a fault of the call, `ACSOutputResponce` (sic) with `ACSValueOutput` rows (a business refusal
 * in their `Error_Message`) and `ACSTableOutput.Table_Data`. HTTP 200 even for a refusal; 403 for a
 * wrong key, 406 above the rate limit. Pure: built and read here by the adapter and the sandbox.
 */
export type AcsCredentials = { companyId: string; companyPassword: string; userId: string; userPassword: string };

export const AcsAliases = ['ACS_Create_Voucher', 'ACS_Print_Voucher', 'ACS_Delete_Voucher', 'ACS_Issue_Pickup_List', 'ACS_Print_Pickup_List', 'ACS_Trackingsummary', 'ACS_TrackingDetails', 'ACS_COD_Beneficiary_Info'] as const;
export type AcsAlias = (typeof AcsAliases)[number];

export type AcsRequest = { ACSAlias: AcsAlias; ACSInputParameters: Record<string, string | number | null> };

/** The language's parameter: `User_locals` in the reports ACS documents so (the COD remittances), `Language` elsewhere. */
const languageParameter = (alias: AcsAlias): string => (alias === 'ACS_COD_Beneficiary_Info' ? 'User_locals' : 'Language');

export function acsRequest(alias: AcsAlias, credentials: AcsCredentials, parameters: Record<string, string | number | null>): AcsRequest {
  return {
    ACSAlias: alias,
    ACSInputParameters: { Company_ID: credentials.companyId, Company_Password: credentials.companyPassword, User_ID: credentials.userId, User_Password: credentials.userPassword, [languageParameter(alias)]: 'GR', ...parameters },
  };
}

export type AcsAnswer = { error?: string; values: Record<string, unknown>[]; table: Record<string, unknown>[] };

/** The envelope read: the call's fault, or its value rows and table rows (either spelling of the output key). */
export function readAcsAnswer(json: unknown): AcsAnswer {
  if (typeof json !== 'object' || json === null) throw new SyntaxError('not an ACS answer');
  const body = json as Record<string, unknown>;
  if (!('ACSExecution_HasError' in body)) throw new SyntaxError('not an ACS answer');
  if (body.ACSExecution_HasError === true) return { error: String(body.ACSExecutionErrorMessage ?? 'ACS execution error'), values: [], table: [] };
  const output = (body.ACSOutputResponce ?? body.ACSOutputResponse ?? {}) as { ACSValueOutput?: unknown; ACSTableOutput?: unknown };
  const values = Array.isArray(output.ACSValueOutput) ? (output.ACSValueOutput as Record<string, unknown>[]) : [];
  const tableOutput = output.ACSTableOutput as { Table_Data?: unknown } | undefined;
  const table = tableOutput && !Array.isArray(tableOutput) && Array.isArray(tableOutput.Table_Data) ? (tableOutput.Table_Data as Record<string, unknown>[]) : [];
  return { values, table };
}

/** A business refusal in the first value row (its key's case varies by alias), or undefined. */
export function acsRefusal(answer: AcsAnswer): string | undefined {
  const row = answer.values[0] ?? {};
  const message = row.Error_Message ?? row.error_message ?? row.Error_msg;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : undefined;
}

/** The answer envelope (the sandbox's). */
export function acsAnswer(values: Record<string, unknown>[], table: Record<string, unknown>[] = []): Record<string, unknown> {
  return { ACSExecution_HasError: false, ACSExecutionErrorMessage: '', ACSOutputResponce: { ACSValueOutput: values, ACSTableOutput: table.length ? { Table_Data: table } : {} } };
}

/** What the shop ships by courier: its reference, the recipient and address, the parcel's weight, the cash to collect. */
export type CourierShipment = {
  reference: string;
  sender: string;
  recipient: { name: string; street: string; postalCode: string; city: string; phone: string; email: string };
  weightKg: number;
  codCents: number;
};

/** ACS's lightest chargeable weight: a lighter parcel is declared at it. */
export const ACS_MIN_WEIGHT_KG = 0.5;

/** The day ACS picks up: today in Athens, or Monday when today is Sunday (ACS refuses a Sunday). Public holidays are not known here. */
export function acsPickupDate(now: Date): string {
  const athens = new Date(now.toLocaleString('en-US', { timeZone: 'Europe/Athens' }));
  if (athens.getDay() === 0) athens.setDate(athens.getDate() + 1);
  return `${athens.getFullYear()}-${String(athens.getMonth() + 1).padStart(2, '0')}-${String(athens.getDate()).padStart(2, '0')}`;
}

/** `ACS_Create_Voucher`'s parameters: sender pays (Charge_Type 2), cash on delivery in cash when there is any to collect. */
export function acsVoucherParameters(shipment: CourierShipment, billingCode: string, pickupDate: string): Record<string, string | number | null> {
  const cod = shipment.codCents > 0;
  return {
    Pickup_Date: pickupDate,
    Sender: shipment.sender.slice(0, 100),
    Recipient_Name: shipment.recipient.name.slice(0, 100),
    Recipient_Address: shipment.recipient.street.slice(0, 100),
    Recipient_Address_Number: null,
    Recipient_Zipcode: shipment.recipient.postalCode.replace(/\s+/g, ''),
    Recipient_Region: shipment.recipient.city.slice(0, 60),
    Recipient_Phone: shipment.recipient.phone.replace(/[^\d+]/g, ''),
    Recipient_Cell_Phone: shipment.recipient.phone.replace(/[^\d+]/g, ''),
    Recipient_Email: shipment.recipient.email,
    Recipient_Country: 'GR',
    Billing_Code: billingCode,
    Charge_Type: 2,
    Item_Quantity: 1,
    Weight: Math.max(ACS_MIN_WEIGHT_KG, Math.round(shipment.weightKg * 100) / 100),
    Cod_Ammount: cod ? shipment.codCents / 100 : null,
    Cod_Payment_Way: cod ? 0 : null,
    Acs_Delivery_Products: cod ? 'COD' : null,
    Reference_Key1: shipment.reference,
    Reference_Key2: null,
  };
}

/** The voucher of a created shipment (ACS pads it with spaces), or undefined. */
export function voucherOf(answer: AcsAnswer): string | undefined {
  const raw = answer.values[0]?.Voucher_No;
  const voucher = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  return /^\d{6,15}$/.test(voucher) ? voucher : undefined;
}

/** `Print_Type`: 2 = laser on A4, 1 = thermal (10 × 15 cm, the A6 label). */
export const acsPrintType = (paper: 'A4' | 'A6'): number => (paper === 'A4' ? 2 : 1);

/** The PDF of a printed voucher (or pickup list): base64 in `ACSObjectOutput`, as a string, `{PDFData}`, or a list of them. */
export function pdfOf(answer: AcsAnswer): Uint8Array | undefined {
  const output = answer.values[0]?.ACSObjectOutput;
  const candidates: unknown[] = typeof output === 'string' ? [output] : Array.isArray(output) ? output.map((o) => (o as { PDFData?: unknown })?.PDFData ?? o) : [(output as { PDFData?: unknown } | undefined)?.PDFData];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string' || candidate === '') continue;
    const bytes = new Uint8Array(Buffer.from(candidate, 'base64'));
    if (String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-') return bytes;
  }
  return undefined;
}

/** ACS's checkpoint time ("2026-11-30T13:37:00", Athens local, sometimes with fractions) as an instant; undefined when it is not one. */
export function athensLocal(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, se] = match.map(Number) as number[];
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, se ?? 0);
  // The offset of Athens at that moment (+2 in winter, +3 in summer).
  const offset = (asUtc - Date.parse(new Date(asUtc).toLocaleString('en-US', { timeZone: 'Europe/Athens' }) + ' UTC')) / 60_000;
  return new Date(asUtc + offset * 60_000);
}

/** An ACS checkpoint time for the sandbox: an instant written as Athens local time. */
export function athensLocalText(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}
