import { RETENTION_DAYS } from '@/lib/config/retention';
import { mailLink, retentionYears, type LegalFill, type PrivacyText } from './legal-text-types';

/** The privacy notice in English (GDPR art. 13), with the seller's details filled in: see legal-page-texts.ts. */
export function privacyEn(f: LegalFill): PrivacyText {
  const mail = mailLink(f);
  return {
    title: 'Privacy notice',
    description: `How the shop for the members of ${f.partnerText} processes your personal data, how long it keeps it and what your rights are.`,
    sections: [
      {
        key: 'controller',
        heading: 'Who is responsible for your data',
        html:
          `<p>The online shop for the members of <strong>${f.partner}</strong> is run by the seller below, who is the controller of your personal data under the General Data Protection Regulation (EU) 2016/679 (“GDPR”) and Greek Law 4624/2019:</p>` +
          `<p><strong>${f.seller}</strong><br>${f.address}<br>VAT no. ${f.vatNumber} · Tax office ${f.taxOffice} · Company reg. no. (GEMI) ${f.registryNumber}<br>E-mail: ${mail} · Phone: ${f.phone}</p>` +
          `<p>For any question or request about your data, write to us at ${mail}.</p>`,
      },
      {
        key: 'data',
        heading: 'What data we process and why',
        html:
          '<ul>' +
          `<li><strong>Your account:</strong> name, e-mail address, password (kept only as a hash, never the password itself), mobile number, language, the registration code of ${f.partner} and the addresses you save, to create and keep your account and to check that you are entitled to the members’ prices.</li>` +
          '<li><strong>Orders:</strong> the products, prices, discounts, coupons, points and gift cards you use, the billing and delivery addresses, your comments, returns, quotes and order lists, to carry out the sale and to serve you.</li>' +
          '<li><strong>Invoicing:</strong> the details of the receipt or invoice (for businesses the company name, VAT number, tax office and activity). By law the documents are transmitted to the Independent Authority for Public Revenue (AADE) through its myDATA platform; we check a business’s VAT number in AADE’s registry and in the EU’s VIES system.</li>' +
          '<li><strong>Delivery:</strong> the recipient’s name, address, mobile number and e-mail, and the Box Now locker or the pickup store, so that the carriers ACS and Box Now can deliver the parcel and keep you informed about it.</li>' +
          '<li><strong>Payments:</strong> the amount, the payment method and the outcome of the transaction. You type your card details directly on the payment provider’s page; IRIS payments are approved in your bank. We never see or store your card number.</li>' +
          '<li><strong>E-mail:</strong> the messages your account and orders need (confirming your registration, resetting your password, confirming and tracking an order, documents, returns). We send news and offers only if you chose to receive them.</li>' +
          '<li><strong>Security:</strong> IP address, browser, sign-in times and failed sign-in attempts in our logs, to protect the accounts and the shop from abuse.</li>' +
          '</ul>' +
          '<p>We take no decisions based solely on automated processing that significantly affect you, and we do not build profiles for advertising.</p>',
      },
      {
        key: 'bases',
        heading: 'Legal bases',
        html:
          '<ul>' +
          '<li><strong>Performing a contract</strong> (GDPR art. 6(1)(b)): your account, orders, payments, delivery, returns and the messages that go with them.</li>' +
          '<li><strong>Legal obligation</strong> (art. 6(1)(c)): issuing and keeping tax documents, transmitting them to AADE (myDATA) and our duties towards consumers.</li>' +
          '<li><strong>Legitimate interest</strong> (art. 6(1)(f)): the security of the shop and the accounts, preventing fraud, applying the members’ discount quota and defending legal claims.</li>' +
          '<li><strong>Consent</strong> (GDPR art. 6(1)(a) and art. 4(5) of Greek Law 3471/2006): optional cookies and storage on your device, embedded third-party content and marketing messages. You may withdraw it at any time; withdrawing does not affect the processing before it.</li>' +
          '</ul>',
      },
      {
        key: 'recipients',
        heading: 'Who receives the data',
        html:
          '<ul>' +
          '<li>the carriers <strong>ACS</strong> and <strong>Box Now</strong>, for the delivery;</li>' +
          '<li>the payment providers, depending on the method you choose at checkout (<strong>Viva Wallet</strong>, <strong>Alpha Bank</strong>, <strong>Eurobank</strong>, <strong>Piraeus Bank</strong>, <strong>PayPal</strong>, and for <strong>IRIS</strong> payments Viva Wallet and your bank), for the payment and any refund;</li>' +
          '<li><strong>AADE</strong> (myDATA) and other public authorities, where the law requires it;</li>' +
          '<li>the providers that serve us as processors (hosting the shop and its data, sending e-mail), bound by a contract under GDPR art. 28;</li>' +
          `<li>the shop’s authorised staff, including the sales representatives serving the members of ${f.partner}, only as far as their work needs.</li>` +
          '</ul>' +
          '<p>We do not sell your data and we do not give it to third parties for their own advertising.</p>',
      },
      {
        key: 'transfers',
        heading: 'Transfers outside the European Economic Area',
        html: '<p>Some providers (such as PayPal, and Google or Vimeo when you load their embedded content) may process data outside the European Economic Area. Such transfers rely on the safeguards of the GDPR: an adequacy decision of the European Commission (such as the EU–US Data Privacy Framework) or standard contractual clauses.</p>',
      },
      {
        key: 'retention',
        heading: 'How long we keep it',
        html:
          '<ul>' +
          '<li><strong>Your account:</strong> as long as your account exists; when you delete it, its data is erased or anonymised.</li>' +
          '<li><strong>Orders and tax documents</strong> (receipts, invoices, credit notes, delivery notes): for the period tax law requires (as a rule five years from the end of the financial year they belong to, and longer when the audit period is extended or a dispute is pending), even if you delete your account.</li>' +
          `<li><strong>Carts</strong> that did not become an order: ${RETENTION_DAYS.abandonedCarts} days from their last change.</li>` +
          `<li><strong>E-mails</strong> we sent you (the copy in our sending system): ${RETENTION_DAYS.sentMail} days.</li>` +
          `<li><strong>Logs</strong>: ${RETENTION_DAYS.serverLogs} days.</li>` +
          `<li><strong>Consent records</strong> (what you accepted or refused, and when): ${retentionYears(RETENTION_DAYS.consentRecords)} years, so that we can prove it.</li>` +
          '</ul>',
      },
      {
        key: 'rights',
        heading: 'Your rights',
        html:
          '<ul>' +
          '<li><strong>Access and export:</strong> to know what data of yours we process and to get a copy; you can download it as a file from your profile.</li>' +
          '<li><strong>Rectification:</strong> to correct inaccurate or incomplete data, most of it directly in your profile.</li>' +
          '<li><strong>Erasure:</strong> to delete your account from your profile or ask us to; what the law obliges us to keep (tax documents) is kept until that obligation ends.</li>' +
          '<li><strong>Restriction:</strong> to ask us to restrict the processing, for example while we check that your data is accurate.</li>' +
          '<li><strong>Objection:</strong> to processing based on legitimate interest, on grounds relating to your particular situation, and to marketing messages without giving a reason.</li>' +
          '<li><strong>Portability:</strong> to receive the data you gave us in a structured, commonly used and machine-readable format, or have it sent to someone else.</li>' +
          '<li><strong>Withdrawing consent:</strong> at any time, from “Cookie settings” at the bottom of every page, and for marketing messages from your profile or the link in each message.</li>' +
          '</ul>' +
          `<p>For anything you cannot do yourself from your profile, write to us at ${mail}. We answer without undue delay and within one month at the latest; we may ask you to confirm your identity.</p>`,
      },
      {
        key: 'cookies',
        heading: 'Cookies and storage on your device',
        html:
          '<p>We use cookies and the browser’s storage (localStorage, sessionStorage) as follows:</p>' +
          '<ul>' +
          '<li><strong>Strictly necessary</strong>, without consent: your sign-in and its security, the language you chose, your cart, the order you are filling in at checkout and your cookie choice. The shop does not work without them, and they go to no third party.</li>' +
          '<li><strong>Preferences</strong>, only with your consent: the products you viewed recently, stored on this device only.</li>' +
          '<li><strong>Embedded third-party content</strong>, only with your consent: videos from YouTube (Google) and Vimeo, and maps from Google Maps and OpenStreetMap. Until you accept, none of it loads, so nothing reaches these providers; once it loads, the provider receives your IP address and may store its own cookies, under its own privacy policy.</li>' +
          '</ul>' +
          '<p>We use no third-party advertising or analytics cookies. You give or withdraw your consent at any time from “Cookie settings” at the bottom of every page.</p>',
      },
      {
        key: 'security',
        heading: 'Security',
        html: '<p>The shop works only over an encrypted connection (HTTPS). Passwords are kept only as hashes, staff see only what their work needs, and their actions are logged.</p>',
      },
      {
        key: 'complaint',
        heading: 'Complaints to the Data Protection Authority',
        html: '<p>If you believe that the processing of your data breaks the law, you have the right to lodge a complaint with the Hellenic Data Protection Authority (Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα, 1-3 Kifisias Avenue, 115 23 Athens, <a href="https://www.dpa.gr">www.dpa.gr</a>). Please contact us first, so that we can try to resolve the matter.</p>',
      },
      {
        key: 'changes',
        heading: 'Changes',
        html: `<p>We update this notice when the way the shop works or the law changes; its current version is always on this page. Last updated: ${f.updated}.</p>`,
      },
    ],
  };
}
