import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { boostSelector, porticoIsolation } from '../../../scripts/cssIsolation.mjs';

const run = async (css: string) => (await postcss([porticoIsolation()]).process(css, { from: undefined })).css;

describe('boostSelector', () => {
  it('adds one class to the subject of each selector in a list', () => {
    expect(boostSelector('.a, .b > .c')).toBe('.a:not(.portico-never), .b > .c:not(.portico-never)');
  });
  it('goes before a pseudo-element, where a pseudo-class may still stand', () => {
    expect(boostSelector('.field::placeholder')).toBe('.field:not(.portico-never)::placeholder');
    expect(boostSelector('.a:hover::before')).toBe('.a:hover:not(.portico-never)::before');
  });
});

describe('porticoIsolation', () => {
  it('boosts rules inside media queries and leaves keyframes alone', async () => {
    const css = await run('@media (min-width: 1px) { .a { color: red } } @keyframes k { 0% { opacity: 0 } }');
    expect(css).toContain('.a:not(.portico-never) { color: red }');
    expect(css).toContain('0% { opacity: 0 }');
  });
  it('leaves rules that only set variables at their own specificity, so hosts can override them', async () => {
    expect(await run('.theme { --portico-accent: blue }')).toBe('.theme { --portico-accent: blue }');
    expect(await run('.theme { --portico-accent: blue; color: red }')).toContain('.theme:not(.portico-never)');
  });
});
