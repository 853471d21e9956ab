import type { ReactNode } from 'react';
import type { formFields } from '@/components/staff/form-fields';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@/lib/rules/catalog/catalog-limits';
import type { ProductTexts } from '@/lib/staff/catalog/product-form';
import type { CatalogTexts } from './catalog-texts';

type Fields = ReturnType<typeof formFields<keyof ProductTexts>>;

/**
 * The product's texts in both languages side by side (a column per language, each a group named
 * by its language, so every field's label is the same in both): name, description (HTML, with a
 * preview of what was saved, sanitised), technical details and the search engines' title and
 * description. On a phone the columns stack (catalog.css).
 */
export function ProductTextColumns({ fields, texts, preview }: { fields: Fields; texts: CatalogTexts; preview?: { el: string; en: string } }) {
  const e = texts.editor;
  const { field, help } = fields;
  return (
    <div className="catalog-langs">
      {(['el', 'en'] as const).map((lang) => {
        const name = (base: 'name' | 'description' | 'technical' | 'seoTitle' | 'seoDescription') => `${base}${lang === 'el' ? 'El' : 'En'}` as const;
        const text = (base: 'name' | 'seoTitle' | 'seoDescription', label: string, hint?: string, max?: number): ReactNode => (
          <>
            <label htmlFor={`product-${name(base)}`}>{label}</label>
            <input {...field(name(base), hint)} lang={lang} maxLength={max} />
            {help(name(base), hint)}
          </>
        );
        const area = (base: 'description' | 'technical', label: string, hint?: string): ReactNode => (
          <>
            <label htmlFor={`product-${name(base)}`}>{label}</label>
            <textarea {...field(name(base), hint)} lang={lang} rows={base === 'description' ? 8 : 5} />
            {help(name(base), hint)}
          </>
        );
        return (
          <fieldset key={lang} className="catalog-lang">
            <legend>{e.languages[lang]}</legend>
            {text('name', e.name)}
            {area('description', e.description, e.descriptionHint)}
            {preview && (
              <details className="catalog-preview">
                <summary>{e.preview}</summary>
                {preview[lang] ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: preview[lang] }} /> : <p>{e.previewEmpty}</p>}
              </details>
            )}
            {area('technical', e.technical)}
            {text('seoTitle', e.seoTitle, e.seoHint.replace('{max}', String(SEO_TITLE_MAX)), SEO_TITLE_MAX)}
            {text('seoDescription', e.seoDescription, e.seoHint.replace('{max}', String(SEO_DESCRIPTION_MAX)), SEO_DESCRIPTION_MAX)}
          </fieldset>
        );
      })}
    </div>
  );
}
