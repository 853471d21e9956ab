'use client';

import { useTranslations } from 'next-intl';
import { startTransition, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { ActionBarTotal } from '@/components/ui/action-bar-total';
import { useMessage } from '@/components/forms/use-message';
import type { CartReadiness } from '@/lib/checkout/cart-readiness';
import { nextStep, openingStep, previousStep, STEP_FIELDS, stepIndex } from '@/lib/checkout/steps';
import { cardProvidersOf } from '@/lib/checkout/card-provider';
import { startingChoice } from '@/lib/checkout/last-choice';
import { checkoutParcels } from '@/lib/checkout/parcel';
import { checkoutSummary } from '@/lib/checkout/summary';
import { checkoutVatZone } from '@/lib/checkout/vat-zone';
import type { Address } from '@/lib/contract/addresses';
import type { Cart } from '@/lib/contract/cart';
import type { CheckoutOptions } from '@/lib/contract/checkout';
import type { Profile } from '@/lib/contract/customer';
import type { Language } from '@/lib/contract/enums';
import { CartBlockers } from './cart-blockers';
import { useZoneCart } from './use-zone-cart';
import { compactVatNumber, euVatConfirmedAtom } from './eu-vat-state';
import { useAtomValue } from 'jotai';
import { DetailsStep } from './details-step';
import { OrderSummary, SummaryDisclosure } from './order-summary';
import { CartQuoteNote } from '@/components/quotations/cart-quote-note';
import { GiftCardField, PaymentStep, prefetchLaterSteps, ReviewStep } from './later-steps';
import { ShippingStep } from './shipping-step';
import { StepNav } from './step-nav';
import { useCheckoutForm } from './use-checkout-form';
import { useCheckoutStep } from './use-checkout-step';
import { loadCheckoutRules, type CheckoutRules } from './use-checkout-rules';
import { useMoney } from '@/components/ui/use-money';
import { usePlaceOrderFlow } from './use-place-order-flow';
import { useRevealErrors } from './use-reveal-errors';
import { LegalLinksNote } from '@/components/legal/legal-links-note';
import type { GiftCardBalance } from '@/lib/contract/product-kinds';
import { giftCardSplit } from '@/lib/rules/gift-card';
import { deliveryView, needsApproval } from '@/lib/company/checkout-company';
import { CompanyApprovalNote, CompanyRefusalAlert } from './company-checkout-lazy';

type Props = {
  lang: Language;
  partnerId: string;
  customerId: number;
  cart: Cart;
  readiness: CartReadiness;
  cartHref: string;
  options: CheckoutOptions;
  profile: Profile;
  addresses: readonly Address[];
  /** The form's rules, loaded before the first render (null: the load failed). */
  rules: CheckoutRules | null;
  onPlaced: () => void;
};

/**
 * The checkout form: one step at a time (in the URL), the live summary beside it, the order placed
 * from the review step. On a phone the summary is a disclosure above the form, and the step's
 * actions are a bar at the bottom of the screen with the total (issue #16 item 2): the form's own
 * submit button, so Enter and the phone keyboard's "Go" still submit.
 */
export function CheckoutForm({ lang, partnerId, customerId, cart, readiness, cartHref, options, profile, addresses, rules, onPlaced }: Props) {
  const t = useTranslations('checkout');
  const tc = useTranslations('company.checkout');
  const message = useMessage();
  const money = useMoney();
  const { form, storageKey, initialAttempt, resumed } = useCheckoutForm({
    partnerId,
    customerId,
    profile,
    notAllowed: options.notAllowed,
    addressIds: addresses.map((a) => a.id),
    defaultAddress: addresses.find((a) => a.isDefault),
    choice: startingChoice(options.lastUsed, options),
    cardProviders: cardProvidersOf(options),
    company: options.company,
  });
  const url = useCheckoutStep();
  const { goTo } = url;
  // The step the form opens on is decided before its first render (openingStep), so it renders once
  // on it instead of rendering the URL's step and moving; the URL follows right after. The decision
  // stands until the URL has left the step it was taken for.
  const [opening, setOpening] = useState(() => {
    const to = rules && openingStep({ invalid: rules.invalidFieldPaths(form.getValues(), options.notAllowed), step: url.step, fresh: !resumed && url.step === 'details' });
    return to ? { from: url.step, to } : null;
  });
  if (opening && url.step !== opening.from) setOpening(null);
  const step = opening?.to ?? url.step;
  // Only the fields the VAT zone reads are watched (not whole addresses: no render per keystroke in a name).
  const [shippingMethod, paymentMethod, documentType, billingCountry, billingCode, chosenShipTo, chosenSavedId, shipCountry, shipCode, locker, vatNumber, companyAddressId] = useWatch({
    control: form.control,
    name: ['shippingMethod', 'paymentMethod', 'documentType', 'billing.country', 'billing.postalCode', 'shipTo', 'savedAddressId', 'shippingAddress.country', 'shippingAddress.postalCode', 'locker', 'invoice.vatNumber', 'companyAddressId'],
  });
  // A company address (issue #50) is where the goods go as a saved address of the company's book.
  const delivery = deliveryView({ shipTo: chosenShipTo, savedAddressId: chosenSavedId, companyAddressId }, addresses, options.company?.addresses ?? []);
  const { shipTo, savedAddressId } = delivery.values;
  // An invoice to a business on one of the five islands, delivered there, is priced at their VAT
  // (decision 0077); one to a business of another member state VIES confirmed, without VAT (0078).
  const euVatConfirmed = useAtomValue(euVatConfirmedAtom);
  const zone = checkoutVatZone(
    { documentType, billing: { country: billingCountry, postalCode: billingCode }, shipTo, savedAddressId, shippingAddress: { country: shipCountry, postalCode: shipCode }, shippingMethod, locker },
    delivery.addresses,
    euVatConfirmed !== null && compactVatNumber(vatNumber ?? '') === euVatConfirmed,
  );
  const zoned = useZoneCart(partnerId, cart, zone);
  // Each method's parcel: the cart's weight to where that method takes it (decision 0088).
  const parcels = checkoutParcels({ documentType, billing: { country: billingCountry, postalCode: billingCode }, shipTo, savedAddressId, shippingAddress: { country: shipCountry, postalCode: shipCode }, locker }, delivery.addresses, cart.weightGrams);
  const totals = checkoutSummary(zoned.cart.totals, options, { shippingMethod, paymentMethod }, zoned.cart.vatZone, shippingMethod ? parcels[shippingMethod] : undefined);
  // A gift card pays part or all of the total (issue #45): the amount shown is the amount sent.
  const [giftCard, setGiftCard] = useState<GiftCardBalance | null>(null);
  const giftCardCents = giftCard ? giftCardSplit(totals.total, giftCard.balanceCents).applied : 0;
  const formRef = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (opening) goTo(opening.to, { replace: true });
  }, [opening, goTo]);

  // The form is drawn once (issue #16: the checkout's main-thread blocking). react-hook-form marks
  // itself ready in a layout effect after its first render, which renders the host again at once,
  // and the opening step's URL above renders it again when the router takes it. So the first renders
  // draw the spinner, and the form is drawn in a transition started with that URL change: one
  // render, on the opening step, cut into short tasks.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  // The later steps' code, fetched while the first step shows (later-steps.tsx).
  useEffect(() => {
    const timer = setTimeout(prefetchLaterSteps, 500);
    return () => clearTimeout(timer);
  }, []);

  // A step reached later by URL (the browser's Back and Forward) with an earlier step unfinished
  // opens that step instead; on the first render this repeats the decision above (or takes it, when
  // the rules could not be loaded before). The rules load on demand with zod, as the form's
  // resolver does (issue #15).
  const opened = useRef(false);
  useEffect(() => {
    let live = true;
    const fresh = !resumed && !opened.current && step === 'details';
    opened.current = true;
    void loadCheckoutRules().then(({ invalidFieldPaths }) => {
      if (!live) return;
      const target = openingStep({ invalid: invalidFieldPaths(form.getValues(), options.notAllowed), step, fresh });
      if (target) goTo(target, { replace: true });
    }, () => undefined);
    if (shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
    return () => {
      live = false;
    };
  }, [step, form, options.notAllowed, goTo, resumed]);
  // Every error is scrolled above the phone's bottom bar and focused (issue #46): after this step's
  // title took the focus above.
  const reveal = useRevealErrors(formRef, step);
  const flow = usePlaceOrderFlow({ lang, partnerId, form, storageKey, initialAttempt, total: totals.total, giftCard: giftCard && giftCardCents > 0 ? { code: giftCard.code, cents: giftCardCents } : undefined, goTo, reveal, onPlaced });

  // A company member (issue #50): an order over a rule is sent for approval (when someone else can approve it); a viewer orders nothing.
  const approval = needsApproval(options.company, totals.total);
  const companyMayPlace = !options.company || (options.company.mayPlaceOrders && (!approval || options.company.approval.hasApprover));

  const next = async () => {
    const target = nextStep(step);
    if (!target) return;
    if (await form.trigger([...STEP_FIELDS[step]])) goTo(target);
    else reveal(step);
  };
  const back = previousStep(step);
  // Enter (or the phone keyboard's "Go") submits the form: it advances a step, and places the
  // order only from the review (issue #16 item 1).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (step === 'review') return flow.submit(event);
    event.preventDefault();
    void next();
  };

  if (!drawn || !form.formState.isReady) return <FullPageSpinner />;
  return (
    <div className="checkout-layout">
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={submit} noValidate className="checkout-form">
          {/* Inside the form, so that the sticky actions stay in view while it is open. */}
          <SummaryDisclosure cart={zoned.cart} totals={totals} shippingKnown={Boolean(shippingMethod)} pending={zoned.pending} />
          <StepNav step={step} onGo={goTo} />
          <CartBlockers readiness={readiness} cartHref={cartHref} />
          <CartQuoteNote quote={cart.quote} lang={lang} partnerId={partnerId} />
          {flow.topError && <FormAlert kind="error">{message(flow.topError, 'errors.unknown')}</FormAlert>}
          <Suspense fallback={null}>
            {flow.refusal && <CompanyRefusalAlert refusal={flow.refusal} />}
            {options.company?.mayPlaceOrders === false && <CompanyApprovalNote company={options.company} total={totals.total} />}
          </Suspense>
          <h2 ref={heading} tabIndex={-1} className="checkout-step-title">
            {t('stepTitle', { current: stepIndex(step) + 1, total: 4, name: t(`steps.${step}`) })}
          </h2>
          {step === 'details' && <DetailsStep addresses={addresses} />}
          {step === 'shipping' && <ShippingStep partnerId={partnerId} lang={lang} options={options} cart={zoned.cart.totals} parcels={parcels} addresses={addresses} />}
          <Suspense fallback={null}>
            {step === 'payment' && <PaymentStep options={options} refusal={flow.refusal} />}
            {step === 'review' && <ReviewStep options={options} addresses={addresses} onEdit={goTo} />}
          </Suspense>
          {/* Whether this order waits for an approver, on the review (a viewer, who may not order, is told above every step). */}
          <Suspense fallback={null}>{step === 'review' && options.company && options.company.mayPlaceOrders !== false && <CompanyApprovalNote company={options.company} total={totals.total} />}</Suspense>
          <Suspense fallback={null}>{step === 'review' && <GiftCardField card={giftCard} total={totals.total} onChange={setGiftCard} />}</Suspense>
          {step === 'review' && <LegalLinksNote lang={lang} partnerId={partnerId} kind="checkout" />}
          <div className="checkout-actions sticky-action-bar">
            <ActionBarTotal label={t('totals.total')} amount={money(totals.total)} testId="checkout-bar-total" />
            {back && (
              <button type="button" className="button-secondary" onClick={() => goTo(back)}>
                {t('back')}
              </button>
            )}
            {step === 'review' ? (
              // Busy, not disabled, while placing: the focus stays on it (issue #49 item 5); a second press does nothing.
              <button
                type="submit"
                className="button-primary"
                disabled={!readiness.canOrder || !companyMayPlace}
                aria-disabled={flow.pending || undefined}
                aria-busy={flow.pending}
                onClick={(event) => flow.pending && event.preventDefault()}
              >
                {flow.pending ? t('review.placing') : approval ? tc('sendForApproval') : t('review.placeOrder')}
              </button>
            ) : (
              <button type="submit" className="button-primary">
                {t('continue')}
              </button>
            )}
          </div>
        </form>
      </FormProvider>
      <OrderSummary cart={zoned.cart} totals={totals} shippingKnown={Boolean(shippingMethod)} pending={zoned.pending} />
    </div>
  );
}
