/** Skeletons while the list loads (issue #4). */
export default function Loading() {
  return (
    <main className="container catalog" aria-busy="true">
      <div className="catalog-head">
        <div className="skeleton skeleton-title" />
      </div>
      <div className="product-grid">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="product-card skeleton-card">
            <div className="skeleton skeleton-image" />
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line short" />
          </div>
        ))}
      </div>
    </main>
  );
}
