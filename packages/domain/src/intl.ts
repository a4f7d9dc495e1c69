/**
 * Intl formatters made once per locale and options, then reused. Constructing an
 * Intl.DateTimeFormat or Intl.NumberFormat costs tens of microseconds (ICU loads locale and time
 * zone data); a search or a page render formats hundreds of values, so every formatter in the
 * code comes from here. The keys come from the code's own option sets (a small, fixed number);
 * the caches are still bounded so that no input can grow them without limit.
 */
const MAX_ENTRIES = 500;

function memo<F>(make: (locale: string, options: object | undefined) => F) {
  const cache = new Map<string, F>();
  // Hot callers pass the same options object every time (a module constant): found by identity,
  // without building the key (a results page formats thousands of values; JSON.stringify of the
  // options was most of a call).
  const byOptions = new WeakMap<object, Map<string, F>>();
  return (locale: string, options?: object): F => {
    const perLocale = options === undefined ? undefined : byOptions.get(options);
    const known = perLocale?.get(locale);
    if (known !== undefined) return known;
    const key = options === undefined ? locale : `${locale}\u0000${JSON.stringify(options)}`;
    let format = cache.get(key);
    if (format === undefined) {
      if (cache.size >= MAX_ENTRIES) cache.clear();
      format = make(locale, options);
      cache.set(key, format);
    }
    if (options !== undefined) {
      if (perLocale) perLocale.set(locale, format);
      else byOptions.set(options, new Map([[locale, format]]));
    }
    return format;
  };
}

/** A shared Intl.DateTimeFormat for `locale` and `options`. */
export const dateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat =
  memo((locale, options) => new Intl.DateTimeFormat(locale, options));

/** A shared Intl.NumberFormat for `locale` and `options`. */
export const numberFormat: (locale: string, options?: Intl.NumberFormatOptions) => Intl.NumberFormat = memo(
  (locale, options) => new Intl.NumberFormat(locale, options),
);
