/**
 * A carrier's answer that is a refusal (issue #48): it read the request and will not do it, with
 * its own code (Box Now's P4xx) and message. Not a fault: sending it again changes nothing. A fault
 * on the way (no answer, an HTTP error, a body that is not the contract's) is a ProviderError, and
 * the shipment may be tried again.
 */
export class CarrierRefusal extends Error {
  constructor(
    readonly carrier: string,
    readonly code: string,
    detail?: string,
  ) {
    super(`${carrier} ${code}${detail ? `: ${detail}` : ''}`);
    this.name = 'CarrierRefusal';
  }
}
