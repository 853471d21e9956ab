import { getTranslations } from 'next-intl/server';

/**
 * What came back from a console form (in the URL after its redirect): an API error key, shown in
 * the page's language (`errors.*`; an unknown key gets the generic message) with the values the
 * API named (a carrier's reason, the orders to print first), or a success line.
 */
export async function StaffNotice({ error, errorValues, success, signedOut }: { error?: string; errorValues?: Record<string, string>; success?: string; signedOut?: string }) {
  const t = await getTranslations('errors');
  if (error) {
    // An error key from the URL: only a known `errors.*` key is shown as such.
    const known = /^[a-z_]{1,60}$/.test(error) && t.has(error as never);
    return (
      <div role="alert" className="form-alert form-alert-error">
        <p>{known ? t(error as never, { detail: '', orders: '', ...errorValues } as never) : t('unknown')}</p>
      </div>
    );
  }
  const text = success ?? signedOut;
  if (!text) return null;
  return (
    <div role="status" className="form-alert">
      <p>{text}</p>
    </div>
  );
}
