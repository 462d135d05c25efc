import { SlidersHorizontal, X } from 'lucide-react';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Slider } from '@/components/ui/slider';
import { formatEuro } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import {
  BEDROOM_OPTIONS,
  BEDROOMS_OR_MORE,
  DEFAULT_AD_FILTERS,
  hasActiveAdFilters,
  LOCATION_MAX_LENGTH,
  normalizeLocation,
  priceScale,
  type AdFilters,
  type AdTypeFilter,
  type PublishedWithin,
} from '@/lib/listings/ad-filters';
import type { AdsCopy } from './ads-copy';

/** How long the location box waits after the last key before it filters. */
export const LOCATION_DEBOUNCE_MS = 400;

const FIELD_CLASS =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0';

interface AdFilterPanelProps {
  filters: AdFilters;
  /** Changes some filters (the others stay as they are). */
  onChange: (patch: Partial<AdFilters>) => void;
  copy: AdsCopy['filters'];
  /** Place names in the page's language (AdsCopy['places']): the location box shows and suggests them. */
  places?: AdsCopy['places'];
}

const NO_PLACES: AdsCopy['places'] = {};

/** The filter panel: type, price range, location, bedrooms and publish date (docs/product-rules.md, "Ads (listings)"). */
export function AdFilterPanel({ filters, onChange, copy, places = NO_PLACES }: AdFilterPanelProps) {
  const id = useId();
  const set = onChange;
  const commitLocation = useCallback((location: string) => onChange({ location }), [onChange]);

  const changeType = (type: AdTypeFilter) => {
    // Rent is priced by the month and sale in total: a price set on one scale means nothing on the other.
    const sameScale = priceScale(type).max === priceScale(filters.type).max;
    set(sameScale ? { type } : { type, minPrice: null, maxPrice: null });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <SlidersHorizontal aria-hidden className="size-5 text-brand-700" />
          {copy.title}
        </h2>
        {hasActiveAdFilters(filters) ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(DEFAULT_AD_FILTERS)} className="text-brand-800">
            <X aria-hidden className="size-4" />
            {copy.clear}
          </Button>
        ) : null}
      </div>

      <form
        role="search"
        aria-labelledby={`${id}-title`}
        className="mt-4 grid gap-x-5 gap-y-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field label={copy.type} htmlFor={`${id}-type`}>
          <select
            id={`${id}-type`}
            className={FIELD_CLASS}
            value={filters.type}
            onChange={(event) => changeType(event.target.value as AdTypeFilter)}
          >
            <option value="any">{copy.typeAny}</option>
            <option value="rent">{copy.typeRent}</option>
            <option value="sale">{copy.typeSale}</option>
          </select>
        </Field>

        <LocationField
          id={`${id}-location`}
          value={filters.location}
          label={copy.location}
          placeholder={copy.locationPlaceholder}
          places={places}
          onCommit={commitLocation}
        />

        <Field label={copy.bedrooms} htmlFor={`${id}-bedrooms`}>
          <select
            id={`${id}-bedrooms`}
            className={FIELD_CLASS}
            value={filters.bedrooms === null ? '' : String(filters.bedrooms)}
            onChange={(event) => set({ bedrooms: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{copy.bedroomsAny}</option>
            {BEDROOM_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n === BEDROOMS_OR_MORE ? copy.bedroomsOrMore : n}
              </option>
            ))}
          </select>
        </Field>

        <Field label={copy.published} htmlFor={`${id}-published`}>
          <select
            id={`${id}-published`}
            className={FIELD_CLASS}
            value={filters.published}
            onChange={(event) => set({ published: event.target.value as PublishedWithin })}
          >
            <option value="any">{copy.publishedAny}</option>
            <option value="today">{copy.publishedToday}</option>
            <option value="week">{copy.publishedWeek}</option>
            <option value="month">{copy.publishedMonth}</option>
          </select>
        </Field>

        <PriceField
          id={`${id}-price`}
          filters={filters}
          copy={copy}
          onCommit={(minPrice, maxPrice) => set({ minPrice, maxPrice })}
        />
      </form>
    </section>
  );
}

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

interface LocationFieldProps {
  id: string;
  value: string;
  label: string;
  placeholder: string;
  places: AdsCopy['places'];
  onCommit: (location: string) => void;
}

/**
 * Free text, applied a moment after the visitor stops typing (or at once on Enter). A place the URL
 * names in English ("?location=Lisbon", from an alert's link) shows in the page's language, and the
 * box suggests the places by their names in it; the search finds a place by either name.
 */
function LocationField({ id, value, label, placeholder, places, onCommit }: LocationFieldProps) {
  const inPageLanguage = (location: string) => (Object.hasOwn(places, location) ? places[location]! : location);
  const [text, setText] = useState(() => inPageLanguage(value));
  const [shown, setShown] = useState(value);
  // Whether the box says what the URL does, in either language.
  const says = (location: string) => {
    const typed = normalizeLocation(text);
    return typed === location || typed === inPageLanguage(location);
  };
  // The URL changed from elsewhere (Back, "Clear filters"): show its value, unless the box already
  // says the same (the visitor may be mid-word, with a trailing space the URL does not keep).
  if (value !== shown) {
    setShown(value);
    if (!says(value)) setText(inPageLanguage(value));
  }

  const pending = !says(value);
  const suggestions = [...new Set(Object.values(places))];
  const listId = `${id}-places`;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => onCommit(normalizeLocation(text)), LOCATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending, text, onCommit]);

  return (
    <Field label={label} htmlFor={id}>
      <input
        id={id}
        type="search"
        className={FIELD_CLASS}
        value={text}
        placeholder={placeholder}
        maxLength={LOCATION_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        list={suggestions.length > 0 ? listId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && pending) onCommit(normalizeLocation(text));
        }}
      />
      {suggestions.length > 0 ? (
        <datalist id={listId}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      ) : null}
    </Field>
  );
}

interface PriceFieldProps {
  id: string;
  filters: AdFilters;
  copy: AdsCopy['filters'];
  onCommit: (minPrice: number | null, maxPrice: number | null) => void;
}

/** A two-thumb slider whose range and step follow the type (docs/product-rules.md, "Ads (listings)"). */
function PriceField({ id, filters, copy, onCommit }: PriceFieldProps) {
  const { lang } = useI18n();
  const scale = priceScale(filters.type);
  const committed = [filters.minPrice ?? scale.min, filters.maxPrice ?? scale.max];
  const committedKey = `${filters.type}:${committed.join()}`;
  // While a thumb moves, the slider shows where it is; the list filters when it is let go. The draft
  // stays shown until the filters change: the router writes the new URL in a transition, and showing
  // the old price until then would make the next key press start from it.
  const [draft, setDraft] = useState<{ values: number[]; over: string } | null>(null);
  const [low = scale.min, high = scale.max] = draft?.over === committedKey ? draft.values : committed;
  const euros = (value: number) => formatEuro(value, lang);
  const highText = (value: number) =>
    value >= scale.max ? fill(copy.priceNoLimit, { max: euros(scale.max) }) : euros(value);

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-700">
          {filters.type === 'rent' ? copy.pricePerMonth : copy.price}
        </span>
        <output aria-live="polite" className="text-sm font-semibold text-slate-900">
          {fill(copy.priceRange, { min: euros(low), max: highText(high) })}
        </output>
      </div>
      <Slider
        id={id}
        className="mt-1"
        min={scale.min}
        max={scale.max}
        step={scale.step}
        value={[low, high]}
        thumbLabels={[copy.minPrice, copy.maxPrice]}
        valueText={(value) => (value >= scale.max ? highText(value) : euros(value))}
        onValueChange={(values) => setDraft({ values, over: committedKey })}
        onValueCommit={([min = scale.min, max = scale.max]) => onCommit(min, max)}
      />
    </div>
  );
}
