import { ACCEPTED_PICTURE_FORMATS } from '@/lib/backend/pictures/picture-format';
import { ColorSelect } from './color-select';

type Texts = { legend: string; file: string; fileHint: string; submit: string; color: string; everyColor: string; altEl: string; altEn: string };

/**
 * The upload form of a product's pictures (issue #45 item 2): a plain multipart form posted to the
 * console's handler (no script needed; a file can be dropped on the file field). `accept` only
 * helps the file picker: the API sniffs every file's bytes.
 */
export function PictureUploadForm({ action, colors, texts }: { action: string; colors: { value: string; label: string }[]; texts: Texts }) {
  return (
    <form method="post" action={action} encType="multipart/form-data" className="staff-picture-upload" data-testid="picture-upload">
      <input type="hidden" name="intent" value="upload" />
      <fieldset className="staff-form-group">
        <legend>{texts.legend}</legend>
        <label htmlFor="picture-file">{texts.file}</label>
        <input id="picture-file" name="file" type="file" required accept={ACCEPTED_PICTURE_FORMATS.map((f) => `image/${f}`).join(',')} aria-describedby="picture-file-hint" />
        <span id="picture-file-hint" className="field-hint">
          {texts.fileHint}
        </span>
        <label htmlFor="picture-color">{texts.color}</label>
        <ColorSelect id="picture-color" value="" colors={colors} everyColor={texts.everyColor} />
        <label htmlFor="picture-alt-el">{texts.altEl}</label>
        <input id="picture-alt-el" name="alt_el" lang="el" maxLength={250} />
        <label htmlFor="picture-alt-en">{texts.altEn}</label>
        <input id="picture-alt-en" name="alt_en" lang="en" maxLength={250} />
      </fieldset>
      <p>
        <button type="submit" className="button-primary">
          {texts.submit}
        </button>
      </p>
    </form>
  );
}
