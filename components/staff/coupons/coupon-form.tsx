'use client';

import { useActionState } from 'react';
import { FormNotice, formFields } from '@/components/staff/form-fields';
import { CouponKinds } from '@/lib/contract/coupons';
import { CombinationPolicy } from '@/lib/contract/enums';
import type { CouponFormState } from '@/lib/staff/coupon-form';

/** Every text of the form, translated on the server (the console sends no message catalogue to the browser). */
export type CouponFormLabels = {
  code: string;
  codeHint: string;
  kind: string;
  kinds: Record<(typeof CouponKinds)[number], string>;
  value: string;
  valueHint: string;
  policy: string;
  policies: Record<(typeof CombinationPolicy)[number], string>;
  active: string;
  startsAt: string;
  endsAt: string;
  datesHint: string;
  maxRedemptions: string;
  maxRedemptionsHint: string;
  perCustomerLimit: string;
  perCustomerLimitHint: string;
  email: string;
  emailHint: string;
  save: string;
  saving: string;
};

type Action = (state: CouponFormState, form: FormData) => Promise<CouponFormState>;

/**
 * A partner's coupon (issue #18 item 4): a Server Action answers the form's next state, so what was
 * typed stays after a refusal; it works before (and without) JavaScript. A coupon being edited
 * keeps its code (`codeFixed`); it is deactivated by unticking "active", never deleted.
 */
export function CouponForm({ action, initial, labels, codeFixed }: { action: Action; initial: CouponFormState; labels: CouponFormLabels; codeFixed: boolean }) {
  const [state, formAction, pending] = useActionState(action, initial);
  const { field, checkbox, help } = formFields('coupon', state.values, state.errors);
  const text = (name: 'maxRedemptions' | 'perCustomerLimit' | 'email', hint: string, type = 'text') => (
    <>
      <label htmlFor={`coupon-${name}`}>{labels[name]}</label>
      <input {...field(name, hint)} type={type} inputMode={type === 'text' ? 'numeric' : undefined} />
      {help(name, hint)}
    </>
  );
  return (
    <form action={formAction} className="staff-partner-form" key={JSON.stringify(state.values)} noValidate>
      <FormNotice notice={state.notice} />
      <label htmlFor="coupon-code">{labels.code}</label>
      <input {...field('code', labels.codeHint)} readOnly={codeFixed} autoCapitalize="characters" spellCheck={false} />
      {help('code', labels.codeHint)}
      <label htmlFor="coupon-kind">{labels.kind}</label>
      <select {...field('kind')}>
        {CouponKinds.map((k) => (
          <option key={k} value={k}>
            {labels.kinds[k]}
          </option>
        ))}
      </select>
      {help('kind')}
      <label htmlFor="coupon-value">{labels.value}</label>
      <input {...field('value', labels.valueHint)} inputMode="decimal" />
      {help('value', labels.valueHint)}
      <label htmlFor="coupon-policy">{labels.policy}</label>
      <select {...field('policy')}>
        {CombinationPolicy.map((p) => (
          <option key={p} value={p}>
            {labels.policies[p]}
          </option>
        ))}
      </select>
      {help('policy')}
      <label className="staff-checkbox">
        <input type="checkbox" {...checkbox('active')} /> {labels.active}
      </label>
      <label htmlFor="coupon-startsAt">{labels.startsAt}</label>
      <input {...field('startsAt', labels.datesHint)} type="datetime-local" />
      {help('startsAt', labels.datesHint)}
      <label htmlFor="coupon-endsAt">{labels.endsAt}</label>
      <input {...field('endsAt', labels.datesHint)} type="datetime-local" />
      {help('endsAt', labels.datesHint)}
      {text('maxRedemptions', labels.maxRedemptionsHint)}
      {text('perCustomerLimit', labels.perCustomerLimitHint)}
      {text('email', labels.emailHint, 'email')}
      <button type="submit" className="button-primary" disabled={pending}>
        {pending ? labels.saving : labels.save}
      </button>
    </form>
  );
}
