/**
 * AADE's business registry lookup, RgWsPublic2 (`rgWsPublic2AfmMethod`, SOAP 1.2 with a
 * WS-Security UsernameToken of the caller's special credentials): what a Greek ΑΦΜ is registered
 * as (issue #47: the checkout fills the invoice details from it, decision 0075). Pure: the request
 * the adapter sends and the answer it reads, the sandbox's answer and what it reads, with
 * fast-xml-parser.
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

export const SOAP12_NS = 'http://www.w3.org/2003/05/soap-envelope';
export const WSSE_NS = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
export const SERVICE_NS = 'http://rgwspublic2/RgWsPublic2Service';
export const TYPES_NS = 'http://rgwspublic2/RgWsPublic2';

/** What the registry says of an ΑΦΜ. */
export type RegistryEntry = {
  vatNumber: string;
  name: string;
  /** The trade name, when it has one. */
  commercialTitle: string;
  /** The tax office's name (ΔΟΥ), as the registry writes it. */
  taxOffice: string;
  /** The main activity (ΚΑΔ of kind 1). */
  activity: string;
  street: string;
  postalCode: string;
  city: string;
  /** An active ΑΦΜ (deactivation_flag 1); 2 is a deactivated one. */
  active: boolean;
  /** A business (ΕΠΙΤΗΔΕΥΜΑΤΙΑΣ) rather than a private person. */
  business: boolean;
};

export type RegistryAnswer = { kind: 'found'; entry: RegistryEntry } | { kind: 'error'; code: string; message: string };

const builder = new XMLBuilder({ ignoreAttributes: false, format: false, suppressEmptyNode: false });
const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, isArray: (name) => name === 'item' });

export function registryRequest(input: { username: string; password: string; calledBy: string; calledFor: string }): string {
  return builder.build({
    'env:Envelope': {
      '@_xmlns:env': SOAP12_NS,
      '@_xmlns:ns1': WSSE_NS,
      '@_xmlns:ns2': SERVICE_NS,
      '@_xmlns:ns3': TYPES_NS,
      'env:Header': { 'ns1:Security': { 'ns1:UsernameToken': { 'ns1:Username': input.username, 'ns1:Password': input.password } } },
      'env:Body': { 'ns2:rgWsPublic2AfmMethod': { 'ns2:INPUT_REC': { 'ns3:afm_called_by': input.calledBy, 'ns3:afm_called_for': input.calledFor } } },
    },
  });
}

type Raw = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const dig = (value: unknown, ...path: string[]): unknown => path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Raw)[key] : undefined), value);

/** The request's credentials and ΑΦΜs (the sandbox's side); undefined when it is not such a request. */
export function readRegistryRequest(xml: string): { username: string; password: string; calledBy: string; calledFor: string } | undefined {
  const doc = parser.parse(xml) as Raw;
  const envelope = dig(doc, 'Envelope');
  const input = dig(envelope, 'Body', 'rgWsPublic2AfmMethod', 'INPUT_REC');
  if (!input) return undefined;
  const token = dig(envelope, 'Header', 'Security', 'UsernameToken');
  return { username: text(dig(token, 'Username')), password: text(dig(token, 'Password')), calledBy: text(dig(input, 'afm_called_by')), calledFor: text(dig(input, 'afm_called_for')) };
}

/** The registry's answer read: the entry, or its error (code and description). */
export function parseRegistryAnswer(xml: string): RegistryAnswer {
  const doc = parser.parse(xml) as Raw;
  const result = dig(doc, 'Envelope', 'Body', 'rgWsPublic2AfmMethodResponse', 'result', 'rg_ws_public2_result_rtType');
  if (!result) throw new SyntaxError('not an RgWsPublic2 answer');
  const code = text(dig(result, 'error_rec', 'error_code'));
  if (code) return { kind: 'error', code, message: text(dig(result, 'error_rec', 'error_descr')) };
  const basic = dig(result, 'basic_rec');
  if (!basic) throw new SyntaxError('an RgWsPublic2 answer without basic_rec');
  const items = (dig(result, 'firm_act_tab', 'item') as Raw[] | undefined) ?? [];
  const main = items.find((item) => text(item.firm_act_kind) === '1') ?? items[0];
  const street = [text(dig(basic, 'postal_address')), text(dig(basic, 'postal_address_no'))].filter(Boolean).join(' ');
  return {
    kind: 'found',
    entry: {
      vatNumber: text(dig(basic, 'afm')),
      name: text(dig(basic, 'onomasia')),
      commercialTitle: text(dig(basic, 'commer_title')),
      taxOffice: text(dig(basic, 'doy_descr')),
      activity: main ? text(main.firm_act_descr) : '',
      street,
      postalCode: text(dig(basic, 'postal_zip_code')),
      city: text(dig(basic, 'postal_area_description')),
      active: text(dig(basic, 'deactivation_flag')) === '1',
      business: text(dig(basic, 'firm_flag_descr')) === 'ΕΠΙΤΗΔΕΥΜΑΤΙΑΣ',
    },
  };
}

/** An answer as the registry writes it (the sandbox's side). */
export function registryAnswer(answer: { entry: RegistryEntry } | { error: { code: string; message: string } }): string {
  const result =
    'error' in answer
      ? { error_rec: { error_code: answer.error.code, error_descr: answer.error.message } }
      : {
          basic_rec: {
            afm: answer.entry.vatNumber,
            doy_descr: answer.entry.taxOffice,
            onomasia: answer.entry.name,
            commer_title: answer.entry.commercialTitle,
            postal_address: answer.entry.street,
            postal_zip_code: answer.entry.postalCode,
            postal_area_description: answer.entry.city,
            deactivation_flag: answer.entry.active ? '1' : '2',
            firm_flag_descr: answer.entry.business ? 'ΕΠΙΤΗΔΕΥΜΑΤΙΑΣ' : 'ΜΗ ΕΠΙΤΗΔΕΥΜΑΤΙΑΣ',
          },
          firm_act_tab: { item: answer.entry.activity ? [{ firm_act_descr: answer.entry.activity, firm_act_kind: '1', firm_act_kind_descr: 'ΚΥΡΙΑ' }] : [] },
          error_rec: { error_code: '', error_descr: '' },
        };
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({ 'env:Envelope': { '@_xmlns:env': SOAP12_NS, 'env:Body': { 'srvc:rgWsPublic2AfmMethodResponse': { '@_xmlns:srvc': SERVICE_NS, result: { rg_ws_public2_result_rtType: result } } } } })}`;
}
