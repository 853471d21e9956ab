/**
 * A worked sale of Cardlink's test environment (merchant 0101119349, shared secret "Cardlink1",
 * order O170911143656 of 0.12 EUR, the confirm/cancel URLs of Cardlink's demo shop) and its
 * CAPTURED return, with their digests, as the public client library cardlink-go keeps them for its
 * golden tests (redirect/signer_test.go). Test data only: the vectors the digest code must meet.
 */
export const DOCUMENTED = {
  secret: 'Cardlink1',
  request: {
    version: '2',
    mid: '0101119349',
    lang: 'en',
    deviceCategory: '0',
    orderid: 'O170911143656',
    orderDesc: 'Test order some items',
    orderAmount: '0.12',
    currency: 'EUR',
    payerEmail: 'cardlink@cardlink.gr',
    payerPhone: '30-6900000000',
    billCountry: 'GR',
    billZip: '12345',
    billCity: 'Athens',
    billAddress: 'Street 45',
    confirmUrl: 'https://ecommerce-test.cardlink.gr/vpostestsv4/shops/shopdemo.jsp?cmd=confirm',
    cancelUrl: 'https://ecommerce-test.cardlink.gr/vpostestsv4/shops/shopdemo.jsp?cmd=cancel',
  },
  requestDigest: 'ybXX2tQkFlxzHM5SjH0oGrD9zms21SUQnwkYaFrnGdc=',
  response: {
    version: '2',
    mid: '0101119349',
    orderid: 'O170911143656',
    status: 'CAPTURED',
    orderAmount: '0.12',
    currency: 'EUR',
    paymentTotal: '0.12',
    message: 'OK, 00 - Approved',
    riskScore: '0',
    payMethod: 'visa',
    txId: '926012471',
    paymentRef: '138104',
  },
  responseDigest: 'FpwgGyCRwhmF6CWtRFLqfkuQpdPyX8Xh3tJg3E891SA=',
} as const;
