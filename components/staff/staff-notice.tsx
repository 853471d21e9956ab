import { getTranslations } from 'next-intl/server';

/**
 * What came back from a console form (in the URL after its redirect): an API error key, shown in
 * the page's language (`errors.*`; an unknown key gets the generic message), or a success line.
 */
export async function StaffNotice({ error, success, signedOut }: { error?: string; success?: string; signedOut?: string }) {
  const t = await getTranslations('errors');
  if (error) {
    // An error key from the URL: only a known `errors.*` key is shown as such.
    const known = /^[a-z_]{1,60}$/.test(error) && t.has(error as never);
    return (
      <div role="alert" className="form-alert form-alert-error">
        <p>{known ? t(error as never) : t('unknown')}</p>
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
