'use client';

import { useTranslations } from 'next-intl';
import { CheckoutSteps, stepIndex, type CheckoutStep } from '@/lib/checkout/steps';

/** The steps in order: the current one marked, earlier ones a way back. */
export function StepNav({ step, onGo }: { step: CheckoutStep; onGo: (step: CheckoutStep) => void }) {
  const t = useTranslations('checkout');
  const current = stepIndex(step);
  return (
    <nav aria-label={t('stepsLabel')}>
      <ol className="checkout-steps">
        {CheckoutSteps.map((s, index) => (
          <li key={s} className={index === current ? 'current' : index < current ? 'done' : undefined} aria-current={index === current ? 'step' : undefined}>
            {index < current ? (
              <button type="button" className="button-link" onClick={() => onGo(s)}>
                {t(`steps.${s}`)}
              </button>
            ) : (
              t(`steps.${s}`)
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
