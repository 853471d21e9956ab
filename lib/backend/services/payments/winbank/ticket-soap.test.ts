import { elementContent, leafFields, soapFault, xmlEscape, xmlUnescape } from './soap-xml';
import { issueNewTicketEnvelope, issueNewTicketResponseEnvelope, parseIssueNewTicketRequest, parseIssueNewTicketResponse, type TicketRequest } from './ticket-soap';

const request: TicketRequest = {
  Username: 'SANDBOX',
  Password: '5ebe2294ecd0e0f08eab7690d2a6ee69',
  MerchantId: '2137477493',
  PosId: '2141384532',
  AcquirerId: '14',
  MerchantReference: 'abc-123',
  RequestType: '02',
  ExpirePreauth: '0',
  Amount: '12.34',
  Installments: '1',
  CurrencyCode: '978',
  Bnpl: '0',
  Parameters: 'a<b>&"c\'',
  Email: 'x&y@example.test',
};

describe('IssueNewTicket request', () => {
  it('is a SOAP 1.1 envelope in the redirection namespace with the fields in the manual’s order', () => {
    const xml = issueNewTicketEnvelope(request);
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?><soap:Envelope ')).toBe(true);
    expect(xml).toContain('xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"');
    expect(xml).toContain('<soap:Body><IssueNewTicket xmlns="http://piraeusbank.gr/paycenter/redirection"><Request><Username>SANDBOX</Username><Password>5ebe2294ecd0e0f08eab7690d2a6ee69</Password><MerchantId>2137477493</MerchantId><PosId>2141384532</PosId><AcquirerId>14</AcquirerId><MerchantReference>abc-123</MerchantReference><RequestType>02</RequestType><ExpirePreauth>0</ExpirePreauth><Amount>12.34</Amount><Installments>1</Installments><CurrencyCode>978</CurrencyCode><Bnpl>0</Bnpl>');
    expect(xml.endsWith('</Request></IssueNewTicket></soap:Body></soap:Envelope>')).toBe(true);
  });

  it('escapes every value', () => {
    const xml = issueNewTicketEnvelope({ ...request, Username: '</Username><Password>x' });
    expect(xml).toContain('<Parameters>a&lt;b&gt;&amp;&quot;c&apos;</Parameters>');
    expect(xml).toContain('<Email>x&amp;y@example.test</Email>');
    expect(xml).toContain('<Username>&lt;/Username&gt;&lt;Password&gt;x</Username>');
    expect(xmlEscape('a\u0000b\u0007c\td')).toBe('abc\td');
  });

  it('reads back as the same fields (the sandbox’s side)', () => {
    expect(parseIssueNewTicketRequest(issueNewTicketEnvelope(request))).toEqual(request);
  });

  it('reads a request written by another SOAP client (prefixes, whitespace, attributes)', () => {
    const xml = `<?xml version="1.0"?>
      <s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/">
        <s:Body>
          <p:IssueNewTicket xmlns:p="http://piraeusbank.gr/paycenter/redirection">
            <p:Request>
              <p:Username>U</p:Username><p:Password>P</p:Password>
              <p:Parameters xsi:nil="false"/>
              <p:Amount><![CDATA[1.00]]></p:Amount>
            </p:Request>
          </p:IssueNewTicket>
        </s:Body>
      </s:Envelope>`;
    expect(parseIssueNewTicketRequest(xml)).toEqual({ Username: 'U', Password: 'P', Parameters: '', Amount: '1.00' });
  });

  it('refuses what it cannot read safely', () => {
    const envelope = issueNewTicketEnvelope(request);
    expect(parseIssueNewTicketRequest('not xml')).toBeUndefined();
    expect(parseIssueNewTicketRequest(envelope.replace('<Amount>12.34</Amount>', '<Amount>1</Amount><Amount>2</Amount>'))).toBeUndefined();
    expect(parseIssueNewTicketRequest(envelope.replace('<Amount>12.34</Amount>', '<Amount><b>1</b></Amount>'))).toBeUndefined();
    expect(parseIssueNewTicketRequest(envelope.replace('<Amount>12.34</Amount>', '<Amount>&ent;</Amount>'))).toBeUndefined();
    expect(parseIssueNewTicketRequest(envelope.replace('<Amount>12.34</Amount>', '<Amount>1 & 2</Amount>'))).toBeUndefined();
    expect(parseIssueNewTicketRequest(`<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${envelope}`)).toBeUndefined();
    expect(parseIssueNewTicketRequest(envelope + envelope)).toBeUndefined();
  });
});

describe('IssueNewTicket response', () => {
  const result = { ResultCode: '0', ResultDescription: 'No Error', TranTicket: '4236ece6142b4639925eb6f80217122f', Timestamp: '2026-11-22T10:00:00.000Z', MinutesToExpiration: '30' };

  it('reads the ASMX answer', () => {
    const xml = issueNewTicketResponseEnvelope(result);
    expect(xml).toContain('<IssueNewTicketResponse xmlns="http://piraeusbank.gr/paycenter/redirection"><IssueNewTicketResult><ResultCode>0</ResultCode>');
    expect(parseIssueNewTicketResponse(xml)).toEqual({ kind: 'result', result });
  });

  it('reads a refusal without a ticket, and entities in the description', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>
      <IssueNewTicketResponse xmlns="http://piraeusbank.gr/paycenter/redirection"><IssueNewTicketResult>
        <ResultCode>100</ResultCode><ResultDescription>Wrong &quot;user&quot; &#x26; pass &#233;</ResultDescription><TranTicket /><MinutesToExpiration>0</MinutesToExpiration>
      </IssueNewTicketResult></IssueNewTicketResponse></soap:Body></soap:Envelope>`;
    expect(parseIssueNewTicketResponse(xml)).toEqual({ kind: 'result', result: { ResultCode: '100', ResultDescription: 'Wrong "user" & pass é', TranTicket: '', Timestamp: '', MinutesToExpiration: '0' } });
  });

  it('reads a SOAP fault', () => {
    expect(parseIssueNewTicketResponse(soapFault('soap:Client', 'Bad <input>'))).toEqual({ kind: 'fault', message: 'Bad <input>' });
  });

  it('refuses anything else', () => {
    expect(parseIssueNewTicketResponse('')).toBeUndefined();
    expect(parseIssueNewTicketResponse('<html><body>502 Bad Gateway</body></html>')).toBeUndefined();
    expect(parseIssueNewTicketResponse(issueNewTicketResponseEnvelope(result).replace('<ResultCode>0</ResultCode>', ''))).toBeUndefined();
    expect(parseIssueNewTicketResponse(issueNewTicketResponseEnvelope(result).replace('<TranTicket>', '<TranTicket>x</TranTicket><TranTicket>'))).toBeUndefined();
  });
});

describe('soap-xml helpers', () => {
  it('unescapes the named and numeric entities only', () => {
    expect(xmlUnescape('&lt;&gt;&amp;&quot;&apos;&#65;&#x42;')).toBe('<>&"\'AB');
    expect(xmlUnescape('&nbsp;')).toBeUndefined();
    expect(xmlUnescape('&#0;')).toBeUndefined();
    expect(xmlUnescape('a & b')).toBeUndefined();
  });

  it('finds one element by local name', () => {
    expect(elementContent('<a><x:b q="1">in</x:b></a>', 'b')).toBe('in');
    expect(elementContent('<a><b>1</b><b>2</b></a>', 'b')).toBeUndefined();
    expect(leafFields('<A>1</A><B/>', ['A', 'B', 'C'])).toEqual({ A: '1', B: '' });
  });
});
