// Where staff are in the tool, kept in the address (?view=…&owner=…&property=…&month=…), so back
// and forward move between owners, a property and its months, and a link can be shared.
import { isMonthKey } from './months';

export const TOOL_VIEWS = ['owners', 'properties', 'property', 'history'] as const;
export type ToolView = (typeof TOOL_VIEWS)[number];

export interface ToolLocation {
  view: ToolView;
  /** properties and history: only this owner's. */
  owner: string | null;
  /** property: which one; history: only this property's. */
  property: string | null;
  /** property: the ledger's month ('YYYY-MM'); null for the first open month. */
  month: string | null;
}

const ID = /^[0-9a-f-]{36}$/i;

export function parseLocation(params: URLSearchParams): ToolLocation {
  const id = (name: string) => {
    const value = params.get(name);
    return value && ID.test(value) ? value : null;
  };
  const month = params.get('month');
  const property = id('property');
  let view = TOOL_VIEWS.find((name) => name === params.get('view')) ?? 'owners';
  if (view === 'property' && !property) view = 'properties';
  return { view, owner: id('owner'), property, month: month && isMonthKey(month) ? month : null };
}

/** The address's query for a location (empty parts left out). */
export function locationSearch(location: Partial<ToolLocation> & { view: ToolView }): string {
  const params = new URLSearchParams();
  if (location.view !== 'owners') params.set('view', location.view);
  if (location.owner) params.set('owner', location.owner);
  if (location.property) params.set('property', location.property);
  if (location.month) params.set('month', location.month);
  const query = params.toString();
  return query ? `?${query}` : '';
}
