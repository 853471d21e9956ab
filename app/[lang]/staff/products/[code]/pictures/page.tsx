import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PictureList } from '@/components/staff/catalog/product-pictures/picture-list';
import { listTexts } from '@/components/staff/catalog/product-pictures/picture-texts';
import { PictureUploadForm } from '@/components/staff/catalog/product-pictures/picture-upload-form';
import { StaffHeader } from '@/components/staff/staff-header';
import { getStaffMe } from '@/lib/api/staff.server';
import { getStaffProductPictures } from '@/lib/api/staff-pictures.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

type Props = { params: Promise<{ lang: string; code: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
const DONE = ['uploaded', 'updated', 'reordered', 'deleted'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, code } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'staffPictures' });
  return { title: t('title', { code: code.toUpperCase() }) };
}

/**
 * A product's pictures in the console (issue #45 item 2, decision 0027): an Employee uploads,
 * reorders (drag and drop, or Up / Down), sets colour and alt texts in both languages and deletes;
 * a SalesPerson and an Inspector look. Works on its own; the product editor links here.
 */
export default async function StaffProductPicturesPage({ params, searchParams }: Props) {
  const { lang: rawLang, code } = await params;
  const lang = rawLang as Language;
  setRequestLocale(lang);
  const raw = await searchParams;
  const signedOut = `${staffPath(lang, 'login', routingConfig)}?signedOut=1`;
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(signedOut);
  const loaded = await getStaffProductPictures(lang, code);
  if (loaded.kind === 'signed-out') redirect(signedOut);
  const [t, errors, colorNames] = await Promise.all([getTranslations('staffPictures'), getTranslations('pictures.errors'), getTranslations('catalog.colorNames')]);
  const header = <StaffHeader lang={lang} me={me.data} path={`products/${code}/pictures`} />;
  if (loaded.kind === 'not-found') {
    return (
      <>
        {header}
        <main id="content" className="container staff-main">
          <p role="alert">{t('notFound', { code: code.toUpperCase() })}</p>
        </main>
      </>
    );
  }
  const list = loaded.data;
  const canWrite = me.data.role === 'Employee';
  const action = staffPath(lang, `products/${code}/pictures/action`, routingConfig);
  const colors = list.colors.map((value) => ({ value, label: colorNames(value) }));
  const error = one(raw.error);
  const done = DONE.find((d) => d === one(raw.done));
  const texts = {
    color: t('color'),
    everyColor: t('everyColor'),
    altEl: t('altEl'),
    altEn: t('altEn'),
    save: t('save'),
    delete: t('delete'),
    moveUp: t('moveUp'),
    moveDown: t('moveDown'),
    list: t('list'),
    dragHint: t('dragHint'),
    position: (position: number) => t('position', { position }),
    moveUpLabel: (position: number) => t('moveUpLabel', { position }),
    moveDownLabel: (position: number) => t('moveDownLabel', { position }),
    deleteLabel: (position: number) => t('deleteLabel', { position }),
  };
  return (
    <>
      {header}
      <main id="content" className="container staff-main">
        <h1>{t('heading', { code: list.productCode })}</h1>
        <p>{t('intro')}</p>
        {error && (
          <div role="alert" className="form-alert form-alert-error" data-testid="picture-error">
            <p>{/^[a-z_]{1,60}$/.test(error) && errors.has(error as never) ? errors(error as never) : errors('unknown')}</p>
          </div>
        )}
        {done && (
          <div role="status" className="form-alert">
            <p>{t(`done.${done}`)}</p>
          </div>
        )}
        {canWrite ? (
          <PictureUploadForm action={action} colors={colors} texts={{ ...texts, legend: t('upload.legend'), file: t('upload.file'), fileHint: t('upload.fileHint'), submit: t('upload.submit') }} />
        ) : (
          <p role="status">{t('readOnly')}</p>
        )}
        {list.items.length === 0 ? <p>{t('empty')}</p> : <PictureList action={action} version={list.version} pictures={list.items} colors={colors} canWrite={canWrite} texts={listTexts(texts, list.items.length)} />}
      </main>
    </>
  );
}
