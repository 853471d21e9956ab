import { parseRegistryAnswer, readRegistryRequest, registryAnswer, registryRequest, type RegistryEntry } from './rgwspublic2';

const entry: RegistryEntry = {
  vatNumber: '094014201',
  name: 'ΑΚΜΕ ΕΛΛΑΣ ΑΝΩΝΥΜΗ ΕΤΑΙΡΕΙΑ',
  commercialTitle: 'ACME HELLAS',
  taxOffice: 'ΦΑΕ ΑΘΗΝΩΝ',
  activity: 'ΧΟΝΔΡΙΚΟ ΕΜΠΟΡΙΟ ΕΝΔΥΜΑΤΩΝ',
  street: 'ΕΡΜΟΥ 24',
  postalCode: '10563',
  city: 'ΑΘΗΝΑ',
  active: true,
  business: true,
};

describe("AADE's registry lookup (RgWsPublic2)", () => {
  it('asks with the caller’s credentials in a WS-Security header, read back as sent', () => {
    const xml = registryRequest({ username: 'USER<1>', password: 'p&ss', calledBy: '094019245', calledFor: '094014201' });
    expect(xml).toContain('<ns2:rgWsPublic2AfmMethod><ns2:INPUT_REC><ns3:afm_called_by>094019245</ns3:afm_called_by><ns3:afm_called_for>094014201</ns3:afm_called_for>');
    expect(xml).toContain('USER&lt;1&gt;');
    expect(readRegistryRequest(xml)).toEqual({ username: 'USER<1>', password: 'p&ss', calledBy: '094019245', calledFor: '094014201' });
    expect(readRegistryRequest('<x/>')).toBeUndefined();
  });

  it('reads an entry: the name, tax office, main activity and address; active and a business', () => {
    expect(parseRegistryAnswer(registryAnswer({ entry }))).toEqual({ kind: 'found', entry });
    expect(parseRegistryAnswer(registryAnswer({ entry: { ...entry, active: false, business: false } }))).toMatchObject({ entry: { active: false, business: false } });
  });

  it('reads an error, and refuses what is not an answer', () => {
    expect(parseRegistryAnswer(registryAnswer({ error: { code: 'RG_WS_PUBLIC_AFM_CALLED_FOR_NOT_FOUND', message: 'not found' } }))).toEqual({ kind: 'error', code: 'RG_WS_PUBLIC_AFM_CALLED_FOR_NOT_FOUND', message: 'not found' });
    expect(() => parseRegistryAnswer('<html>gateway timeout</html>')).toThrow(SyntaxError);
  });
});
