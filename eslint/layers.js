// local/layers: the import layering (app → pages → features → shared code) on the file an import
// resolves to, for static imports, re-exports, `import()` and `typeof import()`, whatever the
// specifier looks like ('@/…', '@shared/…' or a relative path). A written rule because the library
// rules that see dynamic imports (import-x/no-restricted-paths, eslint-plugin-boundaries) need a
// resolver package for the '@/' alias and one zone per feature folder to say "not another feature";
// this project's two aliases are fixed (tsconfig, vite.config.ts) and map in two lines.
import path from 'node:path';

const ALIASES = [
  ['@/', 'src/'],
  ['@shared/', 'supabase/functions/_shared/domain/'],
  // Vite's root-relative form, as import.meta.glob writes it.
  ['/src/', 'src/'],
];

const RANK = { shared: 0, feature: 1, page: 2, app: 3 };

/** The layer of a repository-relative path, with its folder for pages and features. */
export function layerOf(file) {
  const parts = file.split('/');
  if (file.startsWith('supabase/functions/_shared/domain/')) return { layer: 'shared' };
  if (parts[0] === 'tests' || parts[0] === 'e2e' || parts[0] === 'scripts') return { layer: 'tooling' };
  if (parts[0] !== 'src') return undefined;
  if (parts[1] === 'pages' && parts.length > 3) return { layer: 'page', unit: parts[2] };
  if (parts[1] === 'features' && parts.length > 3) return { layer: 'feature', unit: parts[2] };
  if (['components', 'lib', 'config', 'styles'].includes(parts[1])) return { layer: 'shared' };
  return { layer: 'app' };
}

/**
 * The repository-relative path a specifier names, or undefined for a package. A template literal
 * (`import(`./entries/${slug}.en.ts`)`) counts by its fixed start, up to its last slash.
 */
export function targetOf(specifier, fromFile) {
  for (const [alias, folder] of ALIASES) {
    if (specifier.startsWith(alias)) return path.posix.normalize(folder + specifier.slice(alias.length));
  }
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  }
  return undefined;
}

/** Why `from` may not import `to`, or undefined when it may. */
export function refusal(from, to) {
  if (!from || !to || from.layer === 'tooling') return undefined;
  if (to.layer === 'tooling') return 'tooling';
  if (from.layer === 'app') return undefined;
  if (RANK[to.layer] > RANK[from.layer]) return `${from.layer}Up`;
  if (to.layer === from.layer && from.unit && to.unit !== from.unit)
    return `other${from.layer === 'page' ? 'Page' : 'Feature'}`;
  return undefined;
}

function specifierOf(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') {
    const start = node.quasis[0]?.value.cooked ?? '';
    if (node.expressions.length === 0) return start;
    const slash = start.lastIndexOf('/');
    return slash > 0 ? start.slice(0, slash + 1) : undefined;
  }
  if (node.type === 'TSLiteralType') return specifierOf(node.literal);
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Imports run down the layers: app → pages → features → shared code (docs/rules.md).' },
    schema: [],
    messages: {
      sharedUp:
        'Shared code (src/components, src/lib, src/config, @shared) imports no app, page or feature module, not even with import(): move what it needs into shared code, or pass it in from the caller.',
      featureUp: 'A feature imports shared code only, never the app or a page (import() included).',
      otherFeature:
        'A feature does not import another feature (import() included): move what both need to shared code.',
      pageUp: 'A page imports features and shared code, never the app (import() included).',
      otherPage:
        'A page does not import another page (import() included): move what both need to a feature or shared code.',
      tooling: 'Site code does not import tests/, e2e/ or scripts/: they are not part of the site build.',
    },
  },
  create(context) {
    const fromFile = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const from = layerOf(fromFile);
    if (!from || from.layer === 'tooling') return {};
    const check = (sourceNode) => {
      const specifier = specifierOf(sourceNode);
      if (specifier === undefined) return;
      const target = targetOf(specifier, fromFile);
      if (target === undefined) return;
      const messageId = refusal(from, layerOf(target));
      if (messageId) context.report({ node: sourceNode, messageId });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument),
    };
  },
};
