/**
 * Keeps the host page's CSS out of the widget (docs/widget.md "Styles"): every rule of
 * Portico's own stylesheet gets one more class of specificity (`:not(.portico-never)`, which always
 * matches), so host rules made of elements and one class (`h2`, `.stage h2`, `button { all: unset }`)
 * never beat it. Rules that only set `--portico-*` variables are left alone: overriding those is the
 * supported way for a host to restyle the widget.
 */
import selectorParser from 'postcss-selector-parser';

const BOOST = ':not(.portico-never)';

/** Adds the boost to the subject of each selector in a list, before any pseudo-element. */
export function boostSelector(selector) {
  return selectorParser((selectors) => {
    selectors.each((complex) => {
      const nodes = complex.nodes;
      let insertAt = nodes.length;
      // Before a trailing pseudo-element (::placeholder): a pseudo-class may not follow it.
      for (let i = nodes.length - 1; i >= 0 && nodes[i].type !== 'combinator'; i -= 1) {
        if (nodes[i].type === 'pseudo' && nodes[i].value.startsWith('::')) insertAt = i;
      }
      const boost = selectorParser.pseudo({
        value: ':not',
        nodes: [selectorParser.selector({ nodes: [selectorParser.className({ value: 'portico-never' })] })],
      });
      if (insertAt === nodes.length) complex.append(boost);
      else complex.insertBefore(nodes[insertAt], boost);
    });
  }).processSync(selector);
}

const onlyVariables = (rule) => rule.nodes.every((node) => node.type !== 'decl' || node.prop.startsWith('--'));
const inKeyframes = (rule) => rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name);

/** The PostCSS plugin; `only` picks the files it applies to (all, by default). */
export function porticoIsolation({ only = () => true } = {}) {
  return {
    postcssPlugin: 'portico-isolation',
    Once(root) {
      if (!only(root.source?.input.file ?? '')) return;
      root.walkRules((rule) => {
        if (inKeyframes(rule) || onlyVariables(rule)) return;
        rule.selector = boostSelector(rule.selector);
      });
    },
  };
}
porticoIsolation.postcss = true;

/** vanilla-extract's CSS as Vite serves it (`Button.css.ts.vanilla.css`): the files to boost in dev. */
export const isVanillaCss = (file) => /\.css\.ts\.vanilla\.css/.test(file);
