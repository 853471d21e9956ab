'use client';

import { useState } from 'react';
import { NamedColors, StockAvailability, type SizeKind } from '@/lib/contract/enums';
import { cellField, cellKey, sizesOfKind, type CellPart, type VariantGrid } from '@/lib/staff/catalog/variant-grid';
import type { CatalogTexts } from './catalog-texts';
import { TableScroll } from '@/components/staff/table-scroll';

/**
 * The product's variants as a colour × size grid (issue #45 item 1): a row per colour, a column
 * per size of the category's size kind (one column when it has none); each cell a SKU, a stock
 * and an availability. Colours and sizes are added here; the fields are plain form fields
 * (lib/staff/catalog/variant-grid.ts reads them), so what was typed stays after a refusal.
 */
export function VariantGridEditor({ initial, sizeKind, texts, errors, readOnly }: { initial: VariantGrid; sizeKind: SizeKind; texts: CatalogTexts; errors: Record<string, string>; readOnly: boolean }) {
  const [colors, setColors] = useState(initial.colors);
  const [sizes, setSizes] = useState(initial.sizes);
  const v = texts.variants;
  const kindSizes = sizesOfKind(sizeKind);
  // No size yet in a category with sizes: no column until one is added (unless the product has variants without a size).
  const sizeless = colors.some((c) => initial.cells[cellKey(c, null)]);
  const columns: (string | null)[] = sizes.length ? sizes : kindSizes.length && !sizeless ? [] : [null];
  const freeColors = NamedColors.filter((c) => !colors.includes(c));
  const freeSizes = kindSizes.filter((s) => !sizes.includes(s));
  const colorName = (c: string) => texts.colorNames[c as keyof CatalogTexts['colorNames']] ?? c;
  const sizeName = (s: string | null) => s ?? v.noSize;
  const label = (color: string, size: string | null, part: string) => `${part} (${v.cell.replace('{color}', colorName(color)).replace('{size}', sizeName(size))})`;

  const cell = (color: string, size: string | null) => {
    const values = initial.cells[cellKey(color, size)] ?? { sku: '', stock: '', availability: 'Available' };
    const error = (['sku', 'stock', 'availability'] as CellPart[]).map((part) => errors[cellField(color, size, part)]).find(Boolean);
    const errorId = `${cellField(color, size, 'sku')}-error`;
    const common = (part: Exclude<CellPart, 'seen'>) => ({ name: cellField(color, size, part), 'aria-label': label(color, size, v[part]), 'aria-invalid': errors[cellField(color, size, part)] ? true : undefined, 'aria-describedby': error ? errorId : undefined });
    return (
      <td key={size ?? ''} className="catalog-cell">
        {values.seen !== undefined && <input type="hidden" name={cellField(color, size, 'seen')} value={values.seen} />}
        <input {...common('sku')} defaultValue={values.sku} placeholder={v.sku} autoCapitalize="characters" spellCheck={false} />
        <input {...common('stock')} defaultValue={values.stock} placeholder={v.stock} inputMode="numeric" />
        <select {...common('availability')} defaultValue={values.availability || 'Available'}>
          {StockAvailability.map((a) => (
            <option key={a} value={a}>
              {texts.availability[a]}
            </option>
          ))}
        </select>
        {error && (
          <span id={errorId} className="field-error">
            {error}
          </span>
        )}
      </td>
    );
  };

  return (
    <fieldset className="catalog-group catalog-variants">
      <legend>{texts.editor.sections.variants}</legend>
      <p className="field-hint">{v.hint}</p>
      {colors.map((c) => (
        <input key={c} type="hidden" name="gridColor" value={c} />
      ))}
      {sizes.map((s) => (
        <input key={s} type="hidden" name="gridSize" value={s} />
      ))}
      {colors.length === 0 ? (
        <p>{v.empty}</p>
      ) : (
        <TableScroll label={texts.editor.sections.variants}>
          <table className="staff-table catalog-grid">
            <thead>
              <tr>
                <th scope="col">{v.color}</th>
                {columns.map((s) => (
                  <th key={s ?? ''} scope="col">
                    {sizeName(s)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {colors.map((c) => (
                <tr key={c}>
                  <th scope="row">{colorName(c)}</th>
                  {columns.map((s) => cell(c, s))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {!readOnly && <GridAdders texts={texts} freeColors={freeColors} freeSizes={freeSizes} colorName={colorName} onColor={(c) => setColors([...colors, c])} onSize={(s) => setSizes([...sizes, s].sort((a, b) => kindSizes.indexOf(a) - kindSizes.indexOf(b)))} />}
    </fieldset>
  );
}

/** A colour or a size to add (a size only for a category with sizes). */
function GridAdders({ texts, freeColors, freeSizes, colorName, onColor, onSize }: { texts: CatalogTexts; freeColors: readonly string[]; freeSizes: readonly string[]; colorName: (c: string) => string; onColor: (c: string) => void; onSize: (s: string) => void }) {
  const v = texts.variants;
  return (
    <div className="catalog-adders">
      <Adder id="grid-color-to-add" label={v.colorToAdd} button={v.addColor} options={freeColors.map((c) => [c, colorName(c)] as const)} onAdd={onColor} />
      <Adder id="grid-size-to-add" label={v.sizeToAdd} button={v.addSize} options={freeSizes.map((s) => [s, s] as const)} onAdd={onSize} />
    </div>
  );
}

/**
 * A select of what can still be added and its button; nothing when nothing is left. The select is
 * labelled by `for`/`id`, not wrapped: a wrapping label's text would hold every option's name.
 */
function Adder({ id, label, button, options, onAdd }: { id: string; label: string; button: string; options: readonly (readonly [string, string])[]; onAdd: (value: string) => void }) {
  const [chosen, setChosen] = useState('');
  const picked = options.some(([value]) => value === chosen) ? chosen : options[0]?.[0];
  if (!picked) return null;
  return (
    <div className="catalog-adder">
      <div className="catalog-stack">
        <label htmlFor={id}>{label}</label>
        <select id={id} value={picked} onChange={(event) => setChosen(event.target.value)}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button-secondary" onClick={() => onAdd(picked)}>
        {button}
      </button>
    </div>
  );
}
