import { mailLink, type LegalFill, type TermsText } from './legal-text-types';

/** The terms of sale in English, with the seller's details filled in: see legal-page-texts.ts. */
export function termsEn(f: LegalFill): TermsText {
  const mail = mailLink(f);
  return {
    title: 'Terms of sale',
    description: `The terms of buying from the shop for the members of ${f.partnerText}: prices, orders, payment, delivery, withdrawal, returns and guarantee.`,
    sections: [
      {
        key: 'seller',
        heading: 'The seller',
        html:
          `<p>The online shop for the members of <strong>${f.partner}</strong> is run by, and its sales are made by:</p>` +
          `<p><strong>${f.seller}</strong><br>${f.address}<br>VAT no. ${f.vatNumber} · Tax office ${f.taxOffice} · Company reg. no. (GEMI) ${f.registryNumber}<br>E-mail: ${mail} · Phone: ${f.phone}</p>` +
          '<p>These terms apply to every purchase from the shop, and you accept them by placing an order. We suggest that you save or print them.</p>',
      },
      {
        key: 'scope',
        heading: 'Who buys – your account',
        html: `<p>The shop is for the members of ${f.partner}, buying as consumers or for their business. To buy you need an account, which you create with the registration code ${f.partner} gave you and confirm from your e-mail. Your details must be true and only you may know your password. In these terms a “consumer” is a natural person buying for purposes outside their trade or profession.</p>`,
      },
      {
        key: 'prices',
        heading: 'Prices',
        html: '<p>Prices are in euros and include VAT. Delivery costs and any cash-on-delivery fee are not part of a product’s price: the checkout shows them separately, with the total, before you place the order. The price at the moment you place the order applies. If an obviously wrong price is shown by mistake, we will tell you, and you choose whether to keep the order at the correct price or cancel it free of charge.</p>',
      },
      {
        key: 'discount',
        heading: 'Members’ discount and quota',
        html: `<p>As a member of ${f.partner} you buy with the discount shown in the shop (on each product’s page and in the cart), on the products that have it. The discount applies up to the quota of items per period (month, quarter or year) that applies to the members of ${f.partner}; the items you have left in the current period are shown in the shop, and beyond the quota products are charged at their regular price. Coupons, loyalty points and gift cards apply on the terms shown when you use them. The discount and the quota may change for future orders, not for those already placed.</p>`,
      },
      {
        key: 'orders',
        heading: 'Orders and the contract',
        html:
          '<p>You put products in the cart and at checkout you fill in the billing details, the document you want (receipt or invoice), the delivery method and the payment method. The last step shows all your choices and you can correct any of them. The “Place order” button places an order with an obligation to pay.</p>' +
          '<p>Right after, we send you an e-mail with all the details of the order, confirming that we accepted it; this concludes the contract. We may cancel an order only for a serious reason (such as stock running out, an obviously wrong price or suspected fraud); we then tell you at once and refund whatever you paid. Your orders and their documents are always available in your profile. The contract is made in Greek or English, the language of the shop you are using.</p>',
      },
      {
        key: 'payment',
        heading: 'Payment methods',
        html:
          '<ul>' +
          '<li><strong>Card</strong> (debit, credit or prepaid), on the secure page of the payment provider shown at checkout (Viva Wallet or a bank), with strong customer authentication (3-D Secure);</li>' +
          '<li><strong>PayPal</strong>;</li>' +
          '<li><strong>IRIS</strong>, an instant payment from your bank account;</li>' +
          '<li><strong>Cash on delivery</strong> to the courier, with the fee shown at checkout; not available for delivery to a Box Now locker;</li>' +
          '<li><strong>Gift card</strong>, for part or all of the amount.</li>' +
          '</ul>' +
          '<p>The methods available are those the checkout shows. If an online payment does not go through, the order is not carried out and you can try again. For every sale we issue a receipt or, if you give a business VAT number, an invoice, which is transmitted to AADE (myDATA) and is available in your profile.</p>',
      },
      {
        key: 'delivery',
        heading: 'Delivery',
        html:
          '<ul>' +
          '<li><strong>Courier (ACS)</strong> to your address, usually within 1–3 working days of dispatch;</li>' +
          '<li><strong>Box Now locker</strong> of your choice, usually within 1–2 working days;</li>' +
          '<li><strong>Store pickup</strong>, free, once we tell you the order is ready, with the pickup code we send you.</li>' +
          '</ul>' +
          '<p>The delivery cost depends on the method, the weight and the destination (for example islands or remote areas) and is shown at checkout before you place the order. From the free-delivery amount shown in the shop upwards, courier and Box Now delivery is free, except for the remote-area surcharge. Delivery times are indicative; if delivery is more than 30 days late from the order, you may cancel it and get back whatever you paid. The risk in the products passes to you on delivery. If a parcel arrives visibly damaged, tell the courier and let us know.</p>',
      },
      {
        key: 'withdrawal',
        heading: 'Right of withdrawal (consumers)',
        html:
          '<p>As a consumer you may withdraw from the purchase within <strong>14 days</strong>, without giving a reason and without charge, except as set out below. The period starts on the day you, or someone you named other than the carrier, received the products; if the order came in several parcels, on the day you received the last one.</p>' +
          `<p>To withdraw, it is enough to tell us clearly before the period ends: from your profile (“Return order”) or by writing to ${mail}. You may, but need not, use this model:</p>` +
          `<blockquote><p>To ${f.seller}, ${f.address}, ${f.email}: I hereby give notice that I withdraw from my contract of sale of the following goods: … · Order number: … · Received on: … · Name and address: … · Date: …</p></blockquote>` +
          '<p>You send the products back without undue delay and within 14 days of your notice at the latest. You bear the direct cost of returning them, unless we tell you otherwise. You are liable for a diminished value of the products only if it results from handling them beyond what is needed to establish their nature, characteristics and functioning.</p>' +
          '<p>By law the right of withdrawal does not apply in particular to products made to your specifications or personalised (for example embroidered or printed), and to sealed products that cannot be returned for health or hygiene reasons (for example underwear or swimwear) once unsealed after delivery. Purchases for a business (with an invoice) have no right of withdrawal; the returns policy below applies to them as well.</p>',
      },
      {
        key: 'returns',
        heading: 'Returns and refunds',
        html:
          '<p>Besides the right of withdrawal, we accept return requests from your profile (“Return order”) for delivered orders, within 30 days of the order date. Products are returned unused, where possible in their original packaging.</p>' +
          '<p>When you withdraw, we refund everything you paid, including the original delivery cost (up to the cost of the cheapest standard delivery we offer), without undue delay and within 14 days of receiving your notice at the latest; we may wait until we receive the products or you show us that you sent them. The money goes back by the same means of payment (to the card, to PayPal or to your account); for cash on delivery, by transfer to the bank account you give us. For every return we issue a credit note, which is transmitted to AADE.</p>',
      },
      {
        key: 'guarantee',
        heading: 'Legal guarantee',
        html: `<p>We are liable for any lack of conformity of the products with the contract. For consumers this covers a lack of conformity that becomes apparent within <strong>two years</strong> of delivery, and one that becomes apparent within one year is presumed to have existed at delivery. You are entitled to repair or replacement free of charge and, if that is not possible or not done within a reasonable time, to a price reduction or to terminate the contract. Tell us about the problem at ${mail}. Any commercial guarantee of the manufacturer applies in addition and does not limit the legal guarantee. Purchases for a business are governed by the Greek Civil Code’s provisions on sale.</p>`,
      },
      {
        key: 'accessibility',
        heading: 'Accessibility',
        html: '<p>The shop is designed to be usable by everyone, in line with the accessibility requirements of Directive (EU) 2019/882 as transposed by Greek Law 4994/2022. How the service meets these requirements, what is not fully accessible yet and how to report a barrier are set out in the accessibility statement, at the “Accessibility” link at the bottom of every page.</p>',
      },
      {
        key: 'complaints',
        heading: 'Complaints and disputes',
        html: `<p>For any complaint or problem, contact us at ${mail} or on ${f.phone}; we answer as soon as we can. If you are a consumer and are not satisfied, you may turn to the Consumer Ombudsman (Συνήγορος του Καταναλωτή, <a href="https://www.synigoroskatanaloti.gr">www.synigoroskatanaloti.gr</a>) or to an alternative dispute resolution body registered with the Ministry of Development, and complain to the General Secretariat of Commerce of the Ministry of Development. These terms are governed by Greek law; a consumer may always also go to the courts of their place of residence.</p>`,
      },
      {
        key: 'data',
        heading: 'Personal data',
        html: '<p>How we process your data is set out in the “Privacy notice”, at the bottom of every page.</p>',
      },
      {
        key: 'changes',
        heading: 'Changes to these terms',
        html: `<p>We may change these terms for the future; each order is governed by the terms in force when you placed it. Last updated: ${f.updated}.</p>`,
      },
    ],
  };
}
