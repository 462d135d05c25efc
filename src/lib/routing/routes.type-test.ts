// Compile-time tests of the route table's typing, run by tsc (npm run typecheck), never by Vitest:
// each `@ts-expect-error` fails the type check if the line under it stops being an error.
import { defineRoutes, type RouteId } from './routes';

export const table = defineRoutes([
  { id: 'start', path: '', indexable: true, layout: 'site', prerender: 'content' },
  { id: 'guide', path: '/guide', indexable: true, layout: 'site', prerender: 'content', parent: 'start' },
]);
export const guide: (typeof table)[number]['id'] = 'guide';

export const misspelt = defineRoutes([
  { id: 'start', path: '', indexable: true, layout: 'site', prerender: 'content' },
  // @ts-expect-error A parent must name a route of the table.
  { id: 'guide', path: '/guide', indexable: true, layout: 'site', prerender: 'content', parent: 'strat' },
]);

// @ts-expect-error RouteId is the union of the site's ids, not any string.
export const unknownRoute: RouteId = 'nowhere';
