import { describe, expect, test } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightThemeClass, vars } from '../../tokens';

type DomNode = { nodeId: number; attributes?: string[]; children?: DomNode[]; contentDocument?: DomNode };

// The test runs in a frame of the page DevTools sees: look through frames for the element.
const findById = (node: DomNode, id: string): DomNode | undefined => {
  const attrs = node.attributes ?? [];
  if (attrs.some((value, i) => i % 2 === 1 && attrs[i - 1] === 'id' && value === id)) return node;
  for (const child of [...(node.children ?? []), ...(node.contentDocument ? [node.contentDocument] : [])]) {
    const found = findById(child, id);
    if (found) return found;
  }
  return undefined;
};

// The fonts Chromium actually drew each run with, as DevTools reports them.
async function platformFonts(id: string): Promise<string[]> {
  const session = cdp();
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const node = findById(root, id);
  if (!node) throw new Error(`#${id} not found`);
  const { fonts } = (await session.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId })) as { fonts: { familyName: string }[] };
  return fonts.map((font) => font.familyName).sort();
}

const REPOSITORY_FAMILIES = ['Arimo', 'Cousine', 'Tinos', 'Noto Sans Arabic', 'Noto Sans Devanagari', 'Noto Sans JP Thin', 'Noto Sans SC Thin'];

// scripts/testFonts.ts: a reference screenshot depends on the repository's fonts, never the machine's.
describe('the fonts the test browser draws with', () => {
  test.each([
    ['the tokens’ family', { fontFamily: vars.font.family }, 'en', 'Sign up or log in', ['Arimo']],
    ['the tokens’ monospace family', { fontFamily: vars.font.familyMono }, 'en', 'ABCD-1234', ['Cousine']],
    ['a serif family', { fontFamily: 'Georgia, serif' }, 'en', 'Georgia', ['Tinos']],
    ['Arabic', { fontFamily: vars.font.family }, 'ar', 'تسجيل الدخول', ['Noto Sans Arabic']],
    ['Hebrew', { fontFamily: vars.font.family }, 'he', 'התחברות', ['Arimo']],
    ['Hindi', { fontFamily: vars.font.family }, 'hi', 'साइन अप', ['Noto Sans Devanagari']],
    ['Japanese', { fontFamily: vars.font.family }, 'ja', 'ログイン', ['Noto Sans JP Thin']],
    ['Chinese', { fontFamily: vars.font.family }, 'zh-CN', '注册', ['Noto Sans SC Thin']],
  ])('given %s › draws with the repository’s font, not one the machine has', async (_name, style, lang, text, expected) => {
    const id = `font-${lang}-${String(style.fontFamily).length}`;
    await render(
      <div className={lightThemeClass}>
        <p id={id} lang={lang} style={style}>
          {text}
        </p>
      </div>,
    );
    // Spaces and digits may come from Arimo; nothing may come from a font the machine has.
    await expect.poll(() => platformFonts(id)).toEqual(expect.arrayContaining(expected));
    expect((await platformFonts(id)).filter((family) => !REPOSITORY_FAMILIES.includes(family))).toEqual([]);
  });
});
