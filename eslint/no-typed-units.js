// local/no-typed-units: a "€" or "%" typed into a component's markup ("{label} (€)", "<span>%</span>").
// The unit of a label is a word in the copy ("Price in euros", "מחיר באירו") and a figure's sign comes
// from the formatters (@/lib/format/intl), which place it as each language writes it; a hand-typed
// sign beside a Hebrew label sat on the wrong side and said "(€)" on a page whose labels say "באירו"
// (copy review H3; docs/copy-style.md).
const SIGN = /[€%]/;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'No € or % typed into JSX: the unit is a word of the copy, the sign comes from the formatters',
    },
    messages: {
      typed:
        'A "{{sign}}" typed into markup: write the unit as a word in the page\'s copy ("in euros", "באירו") or format the figure with formatEuro/formatPercent from "@/lib/format/intl" (docs/copy-style.md).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) => {
      const sign = SIGN.exec(text);
      if (sign) context.report({ node, messageId: 'typed', data: { sign: sign[0] } });
    };
    return {
      JSXText(node) {
        report(node, node.value);
      },
      'JSXExpressionContainer > Literal'(node) {
        if (typeof node.value === 'string') report(node, node.value);
      },
      'JSXExpressionContainer > TemplateLiteral'(node) {
        for (const quasi of node.quasis) report(quasi, quasi.value.cooked ?? '');
      },
    };
  },
};
