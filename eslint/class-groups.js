// local/class-groups: a Tailwind class written in a className or a cn()/clsx() call must belong to a
// tailwind-merge group listed in src/lib/class-groups.json. cn() (src/lib/cn.ts) builds its merger
// from that list only, because tailwind-merge's first call builds a lookup table of every group it
// knows (all 379 take 7 to 9 ms on a laptop, about four times that on a phone, inside hydration).
// A class of an unlisted group is left alone by cn(): `cn('p-2', override)` would keep both classes.
// Classes built elsewhere (a constant, a prop) are not seen here; tests/build/class-merge.test.ts
// checks every class of the built stylesheet after `npm run build`.
// The group list comes in as the rule's option (eslint.config.js reads the file), so that editing it
// changes the config and invalidates ESLint's cache.
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';

/** The same restricted merger as src/lib/cn.ts. */
function siteMerge(groups) {
  const used = new Set(groups);
  return createTailwindMerge(() => {
    const config = getDefaultConfig();
    const pick = (record) => Object.fromEntries(Object.entries(record).filter(([group]) => used.has(group)));
    const conflicts = (record) =>
      Object.fromEntries(
        Object.entries(pick(record)).map(([group, others]) => [group, others.filter((g) => used.has(g))]),
      );
    return {
      ...config,
      classGroups: pick(config.classGroups),
      conflictingClassGroups: conflicts(config.conflictingClassGroups),
      conflictingClassGroupModifiers: conflicts(config.conflictingClassGroupModifiers),
    };
  });
}

const checkers = new Map();

/** For a group list: the tailwind-merge group of a class cn() does not merge, or undefined. */
function checkerFor(groups) {
  const key = groups.join();
  if (checkers.has(key)) return checkers.get(key);
  const merge = siteMerge(groups);
  const verdicts = new Map();
  const check = (className) => {
    if (!verdicts.has(className)) verdicts.set(className, verdictOf(merge, className));
    return verdicts.get(className);
  };
  checkers.set(key, check);
  return check;
}

function verdictOf(merge, className) {
  const known = twMerge(className, className) === className;
  return known && merge(className, className) !== className ? groupOf(className) : undefined;
}

/** The default configuration's group a class belongs to, to name it in the message. */
function groupOf(className) {
  const config = getDefaultConfig();
  const bare = className.slice(className.lastIndexOf(':') + 1).replace(/^!|!$/g, '');
  const found = Object.keys(config.classGroups).find((group) => {
    const single = createTailwindMerge(() => ({
      ...config,
      classGroups: { [group]: config.classGroups[group] },
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }));
    return single(`${bare} ${bare}`) === bare;
  });
  return found ?? '(unknown)';
}

const CLASS_FUNCTIONS = new Set(['cn', 'clsx']);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Tailwind classes belong to a group listed in src/lib/class-groups.json (docs/rules.md).' },
    schema: [
      {
        type: 'object',
        properties: { groups: { type: 'array', items: { type: 'string' } } },
        required: ['groups'],
        additionalProperties: false,
      },
    ],
    messages: {
      missing:
        '"{{className}}" is in tailwind-merge group "{{group}}", which src/lib/class-groups.json does not list, so cn() cannot override it (both classes would stay). Add "{{group}}" to class-groups.json. cn() knows only the listed groups because building all of them costs a long task during hydration (docs/rules.md).',
    },
  },
  create(context) {
    const missingGroup = checkerFor(context.options[0].groups);
    const checkText = (node, text) => {
      for (const className of text.split(/\s+/)) {
        if (!className) continue;
        const group = missingGroup(className);
        if (group) context.report({ node, messageId: 'missing', data: { className, group } });
      }
    };
    // Every string inside a class expression: literals, template parts, both arms of a condition,
    // array items, object keys ({ 'p-4': isBig }) and logical operands.
    const visit = (node) => {
      if (!node) return;
      switch (node.type) {
        case 'Literal':
          if (typeof node.value === 'string') checkText(node, node.value);
          return;
        case 'TemplateLiteral':
          for (const quasi of node.quasis) checkText(quasi, quasi.value.cooked ?? '');
          node.expressions.forEach(visit);
          return;
        case 'ConditionalExpression':
          visit(node.consequent);
          visit(node.alternate);
          return;
        case 'LogicalExpression':
          visit(node.right);
          return;
        case 'ArrayExpression':
          node.elements.forEach(visit);
          return;
        case 'ObjectExpression':
          for (const property of node.properties) {
            if (property.type !== 'Property' || property.computed) continue;
            if (property.key.type === 'Identifier') checkText(property.key, property.key.name);
            else visit(property.key);
          }
          return;
        case 'JSXExpressionContainer':
          visit(node.expression);
          return;
        // cn() and clsx() calls are checked where they are written (below), wherever that is.
        default:
      }
    };
    return {
      JSXAttribute(node) {
        if (node.name.type === 'JSXIdentifier' && /^(className|class)$|ClassName$/.test(node.name.name))
          visit(node.value);
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && CLASS_FUNCTIONS.has(node.callee.name)) node.arguments.forEach(visit);
      },
    };
  },
};
