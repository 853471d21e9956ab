import { acsAnswer, acsRequest, readAcsAnswer } from './acs-contract';
import { acsCodRemittanceParameters, acsCodRemittanceRow, athensDays, codRemittanceRef, readCodRemittances, workingDaysAfter } from './acs-cod-remittance';

const credentials = { companyId: 'demo', companyPassword: 'demo', userId: 'demo', userPassword: 'demo' };

/** The row of ACS's document's example (ΑΝΑΛΥΣΗ ΑΠΟΔΟΣΗΣ ΑΝΤΙΚΑΤΑΒΟΛΩΝ), with a real voucher. */
const documented = {
  Customer_Code: '2ΑΘ999999',
  POD: '7227889174',
  Parcel_Sender: 'Sender',
  Parcel_Receiver: 'Recipient ',
  Parcel_Pickup_Date: '2020-09-05T00:00:00',
  Parcel_Delivery_Date: '2020-09-07T00:00:00',
  Parcel_COD_Amount: 120.3,
  Customer_RefNo_1: 'ACM-2026-000042-1',
  Customer_RefNo_2: '',
  COD_Amount_Cach: 0.0,
  COD_Amount_CreditCard: 120.3,
};

describe("ACS's cash-on-delivery remittances", () => {
  it('asks for one payment day with the language as User_locals, as the document names it', () => {
    expect(acsRequest('ACS_COD_Beneficiary_Info', credentials, acsCodRemittanceParameters('2026-11-25'))).toEqual({
      ACSAlias: 'ACS_COD_Beneficiary_Info',
      ACSInputParameters: { Company_ID: 'demo', Company_Password: 'demo', User_ID: 'demo', User_Password: 'demo', User_locals: 'GR', COD_Payment_Date: '2026-11-25' },
    });
    expect(() => acsCodRemittanceParameters('25/11/2026')).toThrow(RangeError);
  });

  it("reads the document's rows: the voucher, the amount in cents, how it was paid, the reference; a row without a voucher or an amount is counted, not read", () => {
    const answer = readAcsAnswer(
      acsAnswer(
        [{ Error_msg: null }],
        [documented, { ...documented, POD: 7227889175, Parcel_COD_Amount: '13,43', COD_Amount_Cach: '13.43', COD_Amount_CreditCard: null, Customer_RefNo_1: '' }, { ...documented, POD: '' }, { ...documented, Parcel_COD_Amount: null }],
      ),
    );
    expect(readCodRemittances(answer)).toEqual({
      remittances: [
        { voucher: '7227889174', amountCents: 12_030, cashCents: 0, cardCents: 12_030, reference: 'ACM-2026-000042-1' },
        { voucher: '7227889175', amountCents: 1_343, cashCents: 1_343, cardCents: 0, reference: null },
      ],
      unreadable: 2,
    });
  });

  it('reads a day without remittances as none (an empty table, or "nothing found"), and any other message without rows as a refusal', () => {
    expect(readCodRemittances(readAcsAnswer(acsAnswer([{ Error_msg: null }])))).toEqual({ remittances: [], unreadable: 0 });
    expect(readCodRemittances(readAcsAnswer(acsAnswer([{ Error_msg: 'Δεν βρέθηκαν δεδομένα με αυτά τα κριτήρια.' }])))).toEqual({ remittances: [], unreadable: 0 });
    expect(readCodRemittances(readAcsAnswer(acsAnswer([{ Error_msg: 'Error fill data' }])))).toEqual({ remittances: [], unreadable: 0, refusal: 'Error fill data' });
  });

  it("writes the sandbox's rows in the document's shape, read back the same; a remittance's reference is its day and voucher", () => {
    const row = acsCodRemittanceRow({ voucher: '7000000001', amountCents: 13_430, cashCents: 13_430, cardCents: 0, reference: 'ACM-2026-000042-1', customerCode: '2ΑΘ999999', sender: 'Acme', receiver: 'Ελένη Κώστα', pickupDate: '2026-11-23', deliveryDate: '2026-11-24' });
    expect(row).toMatchObject({ POD: '7000000001', Parcel_COD_Amount: 134.3, COD_Amount_Cach: 134.3, COD_Amount_CreditCard: 0, Parcel_Delivery_Date: '2026-11-24T00:00:00' });
    expect(readCodRemittances(readAcsAnswer(acsAnswer([{ Error_msg: null }], [row]))).remittances).toEqual([{ voucher: '7000000001', amountCents: 13_430, cashCents: 13_430, cardCents: 0, reference: 'ACM-2026-000042-1' }]);
    expect(codRemittanceRef('2026-11-26', '7000000001')).toBe('ACS 2026-11-26 7000000001');
  });

  it('lists the days in Athens between two instants, and counts working days', () => {
    // 23:30 UTC on the 21st is already the 22nd in Athens.
    expect(athensDays(new Date('2026-11-21T23:30:00Z'), new Date('2026-11-24T10:00:00Z'))).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(athensDays(new Date('2026-11-25T10:00:00Z'), new Date('2026-11-24T10:00:00Z'))).toEqual([]);
    expect(workingDaysAfter('2026-11-24', 2)).toBe('2026-11-26'); // Tuesday → Thursday
    expect(workingDaysAfter('2026-11-26', 2)).toBe('2026-11-30'); // Thursday → Monday
  });
});
