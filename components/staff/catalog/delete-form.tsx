/** A record's delete button under a hint that says when it is refused (a product in an order, a category with products…). */
export function DeleteForm({ action, hint, label }: { action: () => Promise<void>; hint: string; label: string }) {
  return (
    <form action={action} className="catalog-section">
      <p className="field-hint">{hint}</p>
      <button type="submit" className="button-secondary">
        {label}
      </button>
    </form>
  );
}
