import type { Language } from '@/lib/contract/enums';
import { catalogKeyText } from '@/lib/staff/catalog/catalog-failure';

/**
 * What came back to a console catalogue page in its URL after a form: an API error key in the
 * page's language (`staffCatalog.errors.*` first; an unknown key gets the generic message), or a
 * success line.
 */
export async function CatalogNotice({ lang, error, success }: { lang: Language; error?: string; success?: string }) {
  if (error) {
    const text = await catalogKeyText(lang);
    return (
      <div role="alert" className="form-alert form-alert-error">
        <p>{text(error)}</p>
      </div>
    );
  }
  if (!success) return null;
  return (
    <div role="status" className="form-alert">
      <p>{success}</p>
    </div>
  );
}
