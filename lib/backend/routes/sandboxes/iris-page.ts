import qrcode from 'qrcode-generator';
import { escapeHtml } from '../../mail/templates';
import { sandboxText, type SandboxLanguage } from './page';

/**
 * What the sandbox's IRIS page adds to Viva's (decision 0072): the shopper's bank to approve in, or
 * a QR code of the payment to scan with the bank's app, as IRIS checkouts offer both. A test
 * double: the bank chosen is not checked, the QR opens this same page.
 */
const BANKS = ['Alpha Bank', 'Eurobank', 'Εθνική Τράπεζα', 'Τράπεζα Πειραιώς', 'Optima bank', 'Attica Bank'] as const;

export function irisExtra(language: SandboxLanguage, pageUrl: string): string {
  const code = qrcode(0, 'M');
  code.addData(pageUrl, 'Byte');
  code.make();
  const options = BANKS.map((bank, i) => `<label style="display:block"><input type="radio" name="bank" value="${escapeHtml(bank)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(bank)}</label>`).join('');
  const qr = code.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
  return `<fieldset style="border:0;padding:0;margin:0 0 12px;flex:1 1 100%"><legend>${escapeHtml(sandboxText(language, 'irisBank'))}</legend>${options}</fieldset><figure style="margin:0 0 12px;flex:1 1 100%"><div role="img" aria-label="${escapeHtml(sandboxText(language, 'irisScan'))}" style="width:160px">${qr}</div><figcaption>${escapeHtml(sandboxText(language, 'irisScan'))}</figcaption></figure>`;
}
