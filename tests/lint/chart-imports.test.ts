// @vitest-environment node
// recharts (about 110 kB gzip) serves the staff and owner pages' charts and must never reach a
// public page's JavaScript (docs/rules.md, "Heavy libraries stay out of the app shell"). Only
// src/components/charts/ imports it; everyone else shows LazyBarChart, or import()s the chart, and
// only from staff and owner code. A page's preloaded chunks follow static imports only
// (pagePreloads, scripts/prerender-html.ts), so no page's first load holds it.
import { readFileSync } from 'node:fs';
import { sourceFiles } from './source-files';

/** Where charts may be shown: the staff pages and features, the owner's page and portal. */
const STAFF_AND_OWNER = [
  /^src\/pages\/admin-[^/]+\//,
  /^src\/pages\/owner\//,
  /^src\/features\/(owner-portal|owners-admin|admin-auth|lead-inbox|listings-admin|logo-generator|newsletter-admin)\//,
];
const CHARTS = 'src/components/charts/';

interface Source {
  path: string;
  code: string;
}

/** The module specifiers a file imports for their values: static imports, re-exports and import(). */
function valueImports(code: string): { specifier: string; dynamic: boolean }[] {
  const statics = [...code.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?\s+from\s+['"]([^'"]+)['"]/gm)];
  const dynamics = [...code.matchAll(/\bimport\(\s*['"`]([^'"`]+)['"`]\s*\)/g)];
  return [
    ...statics.map(([, specifier]) => ({ specifier: specifier!, dynamic: false })),
    ...dynamics.map(([, specifier]) => ({ specifier: specifier!, dynamic: true })),
  ];
}

const isRecharts = (specifier: string) => specifier === 'recharts' || specifier.startsWith('recharts/');
const isChart = (specifier: string) => /(^@\/|\/)components\/charts\//.test(specifier);

/** Each breach of the rule, as "path: what". */
function chartImportBreaches(files: Source[]): string[] {
  return files.flatMap(({ path, code }) => {
    if (path.startsWith(CHARTS)) return [];
    const imports = valueImports(code);
    const breaches: string[] = [];
    if (imports.some(({ specifier }) => isRecharts(specifier))) breaches.push(`${path}: imports recharts`);
    if (imports.some(({ specifier, dynamic }) => !dynamic && /components\/charts\/bar-chart$/.test(specifier)))
      breaches.push(`${path}: imports the bar chart statically`);
    if (imports.some(({ specifier }) => isChart(specifier)) && !STAFF_AND_OWNER.some((place) => place.test(path)))
      breaches.push(`${path}: shows a chart outside the staff and owner pages`);
    return breaches;
  });
}

describe('charts reach only the staff and owner pages, on demand', () => {
  it('finds recharts, a static chart import and a chart on a public page', () => {
    const files = [
      { path: 'src/pages/admin-demand/a.tsx', code: "import { BarChart } from 'recharts';\n" },
      { path: 'src/pages/admin-demand/b.tsx', code: "import { BarChart } from '@/components/charts/bar-chart';\n" },
      {
        path: 'src/features/contact/c.tsx',
        code: "import { LazyBarChart } from '@/components/charts/lazy-bar-chart';\n",
      },
      { path: 'src/pages/home/d.tsx', code: "const chart = () => import('@/components/charts/bar-chart');\n" },
    ];
    expect(chartImportBreaches(files)).toEqual([
      'src/pages/admin-demand/a.tsx: imports recharts',
      'src/pages/admin-demand/b.tsx: imports the bar chart statically',
      'src/features/contact/c.tsx: shows a chart outside the staff and owner pages',
      'src/pages/home/d.tsx: shows a chart outside the staff and owner pages',
    ]);
  });

  it('lets type imports, import() and the lazy chart through on staff and owner pages', () => {
    const files = [
      { path: 'src/components/charts/bar-chart.tsx', code: "import { BarChart } from 'recharts';\n" },
      {
        path: 'src/features/owner-portal/e.tsx',
        code: "const c = lazy(() => import('@/components/charts/bar-chart'));\n",
      },
      {
        path: 'src/features/owner-portal/f.tsx',
        code: "import type { BarChartProps } from '@/components/charts/bar-chart';\n",
      },
      {
        path: 'src/pages/admin-demand/g.tsx',
        code: "import { LazyBarChart } from '@/components/charts/lazy-bar-chart';\n",
      },
    ];
    expect(chartImportBreaches(files)).toEqual([]);
  });

  it('holds for every source file', () => {
    const files = sourceFiles('src').map((path) => ({ path, code: readFileSync(path, 'utf8') }));
    expect(
      files.filter(({ code }) => valueImports(code).some(({ specifier }) => isChart(specifier))).length,
    ).toBeGreaterThan(0);
    expect(chartImportBreaches(files)).toEqual([]);
  });
});
