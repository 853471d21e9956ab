import { acsAnswer, athensLocal, athensLocalText, acsPickupDate, acsPrintType, acsRefusal, acsRequest, acsVoucherParameters, pdfOf, readAcsAnswer, voucherOf, type CourierShipment } from './acs-contract';

const credentials = { companyId: 'demo', companyPassword: 'demo', userId: 'demo', userPassword: 'demo' };
const shipment: CourierShipment = {
  reference: 'ACM-2026-000042-1',
  sender: 'Acme Supplies',
  recipient: { name: 'Ελένη Κώστα', street: 'Ερμού 1', postalCode: '105 63', city: 'Αθήνα', phone: '+30 691 234 5678', email: 'eleni@example.gr' },
  weightKg: 0.2,
  codCents: 13_430,
};

describe('ACS Web Services', () => {
  it('sends the credentials with every call, and reads the envelope (either spelling, a refusal, a fault)', () => {
    expect(acsRequest('ACS_Delete_Voucher', credentials, { Voucher_No: '7227889174' })).toEqual({
      ACSAlias: 'ACS_Delete_Voucher',
      ACSInputParameters: { Company_ID: 'demo', Company_Password: 'demo', User_ID: 'demo', User_Password: 'demo', Language: 'GR', Voucher_No: '7227889174' },
    });
    const created = readAcsAnswer(acsAnswer([{ Voucher_No: ' 7227889174', Voucher_No_Return: null, Error_Message: '' }]));
    expect([voucherOf(created), acsRefusal(created)]).toEqual(['7227889174', undefined]);
    const legacy = readAcsAnswer({ ACSExecution_HasError: false, ACSOutputResponse: { ACSValueOutput: [{ error_message: 'Λάθος ΤΚ' }], ACSTableOutput: [] } });
    expect([voucherOf(legacy), acsRefusal(legacy)]).toEqual([undefined, 'Λάθος ΤΚ']);
    expect(readAcsAnswer({ ACSExecution_HasError: true, ACSExecutionErrorMessage: 'Invalid credentials' })).toEqual({ error: 'Invalid credentials', values: [], table: [] });
    expect(() => readAcsAnswer('<html>')).toThrow(SyntaxError);
  });

  it('asks for cash on delivery in cash with the COD product, a weight no lighter than ACS charges, the reference as Reference_Key1', () => {
    expect(acsVoucherParameters(shipment, '2ΑΘ999999', '2026-11-30')).toMatchObject({
      Pickup_Date: '2026-11-30',
      Recipient_Zipcode: '10563',
      Recipient_Cell_Phone: '+306912345678',
      Charge_Type: 2,
      Weight: 0.5,
      Cod_Ammount: 134.3,
      Cod_Payment_Way: 0,
      Acs_Delivery_Products: 'COD',
      Reference_Key1: 'ACM-2026-000042-1',
      Billing_Code: '2ΑΘ999999',
    });
    expect(acsVoucherParameters({ ...shipment, codCents: 0, weightKg: 2.345 }, 'B', '2026-11-30')).toMatchObject({ Cod_Ammount: null, Cod_Payment_Way: null, Acs_Delivery_Products: null, Weight: 2.35 });
  });

  it('picks up today, or on Monday after a Sunday (Athens time)', () => {
    expect(acsPickupDate(new Date('2026-11-30T10:00:00Z'))).toBe('2026-11-30'); // Monday
    expect(acsPickupDate(new Date('2026-11-29T10:00:00Z'))).toBe('2026-11-30'); // Sunday → Monday
    expect(acsPickupDate(new Date('2026-11-28T22:30:00Z'))).toBe('2026-11-30'); // Sunday 00:30 in Athens
  });

  it('prints A4 by laser and the A6 label thermally, and finds the PDF in any of the shapes ACS answers', () => {
    expect([acsPrintType('A4'), acsPrintType('A6')]).toEqual([2, 1]);
    const pdf = Buffer.from('%PDF-1.4 test').toString('base64');
    for (const output of [pdf, { PDFData: pdf }, [{ Voucber_No: '1', PDFData: pdf }]]) {
      expect(Buffer.from(pdfOf(readAcsAnswer(acsAnswer([{ ACSObjectOutput: output }])))!).toString()).toBe('%PDF-1.4 test');
    }
    expect(pdfOf(readAcsAnswer(acsAnswer([{ ACSObjectOutput: Buffer.from('not a pdf').toString('base64') }])))).toBeUndefined();
  });

  it("reads ACS's local checkpoint times in Athens' winter and summer time, and writes them back", () => {
    expect(athensLocal('2026-11-30T13:37:00')?.toISOString()).toBe('2026-11-30T11:37:00.000Z');
    expect(athensLocal('2026-07-01T13:37:00.123')?.toISOString()).toBe('2026-07-01T10:37:00.000Z');
    expect(athensLocal('yesterday')).toBeUndefined();
    expect(athensLocalText(new Date('2026-11-30T11:37:00Z'))).toBe('2026-11-30T13:37:00');
  });
});
