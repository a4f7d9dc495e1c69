/** Shown while the search box's code is loading (it is normally rendered on the server). */
export function SearchBoxSkeleton() {
  return (
    <div className="search-box card skeleton" aria-hidden="true">
      <div className="skeleton__line skeleton__line--short" />
      <div className="skeleton__line" />
      <div className="skeleton__line" />
    </div>
  );
}
