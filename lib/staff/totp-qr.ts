import { renderSVG } from 'uqr';

/**
 * The enrolment's otpauth:// URI as a QR code for an authenticator app to scan (issue #44 item 3):
 * an SVG (uqr 0.1.3, no dependencies) as a data: URI for an <img>, so no markup is injected into
 * the page. Rendered on the server; the key stays in the page only while the enrolment waits.
 */
export function totpQrDataUri(uri: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(renderSVG(uri, { border: 2 })).toString('base64')}`;
}
