/** A picture's colour: one of the product's, or every colour (the empty value). */
export function ColorSelect({ id, value, colors, everyColor }: { id?: string; value: string; colors: { value: string; label: string }[]; everyColor: string }) {
  return (
    <select id={id} name="color" defaultValue={value}>
      <option value="">{everyColor}</option>
      {colors.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}
