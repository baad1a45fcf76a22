/**
 * The emulated provider page's look, from Portico's theme values (tokens/themes.ts) so it sits with
 * the widget in a demo: a card on a muted page, the provider's brand colour as a mark, and a
 * banner that says it is the emulator's stand-in. Light by default, dark when the system asks.
 */
import { brandColours } from '../../tokens/brands';
import { darkTheme, lightTheme, type PorticoTheme } from '../../tokens/themes';

const vars = (t: PorticoTheme) => `--text:${t.colors.text};--muted:${t.colors.textMuted};--page:${t.colors.surfaceMuted};
--card:${t.container.backgroundColor};--border:${t.container.borderColor};--divider:${t.colors.divider};--error:${t.colors.error};
--error-bg:${t.colors.errorBackground};--warn:${t.colors.warning};--warn-bg:${t.colors.warningBackground};--focus:${t.colors.focus};
--primary:${t.buttons.primary.backgroundColor};--on-primary:${t.buttons.primary.textColor};--primary-hover:${t.buttons.primary.hoverBackgroundColor};
--secondary:${t.buttons.secondary.backgroundColor};--on-secondary:${t.buttons.secondary.textColor};--secondary-border:${t.buttons.secondary.borderColor};
--secondary-hover:${t.buttons.secondary.hoverBackgroundColor};--input:${t.inputs.backgroundColor};--input-border:${t.inputs.borderColor};--input-text:${t.inputs.textColor}`;

/** The mark's colour: the brand's where it keeps contrast on both themes, else the text colour. */
export function brandColour(provider: string): string {
  return (brandColours as Record<string, string>)[provider] ?? 'var(--text)';
}

const t = lightTheme;
export const PROVIDER_PAGE_STYLE = `:root{${vars(lightTheme)};color-scheme:light dark}
@media (prefers-color-scheme: dark){:root{${vars(darkTheme)}}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:start center;padding:${t.space.xxl} ${t.space.lg};background:var(--page);color:var(--text);
font-family:${t.font.family};font-size:${t.font.sizeBody};line-height:${t.font.lineHeight}}
main{width:100%;max-width:${t.container.width};background:var(--card);border:${t.size.borderWidth} solid var(--border);
border-radius:${t.container.borderRadius};padding:${t.container.padding};display:grid;gap:${t.space.lg}}
.banner{margin:calc(-1 * ${t.container.padding}) calc(-1 * ${t.container.padding}) 0;padding:${t.space.sm} ${t.space.lg};
border-radius:${t.container.borderRadius} ${t.container.borderRadius} 0 0;background:var(--warn-bg);color:var(--warn);font-size:${t.font.sizeSmall}}
.brand{display:flex;align-items:center;gap:${t.space.md}}
.mark{inline-size:40px;block-size:40px;border-radius:${t.radius.pill};display:grid;place-items:center;font-weight:${t.font.weightBold};
font-size:${t.font.sizeSubheading};color:var(--card);background:var(--mark)}
h1{font-size:${t.font.sizeHeading};margin:0}h2{font-size:${t.font.sizeSubheading};margin:0 0 ${t.space.sm}}
p{margin:0}.lead{color:var(--muted)}
ul{list-style:none;margin:0;padding:0;display:grid;gap:${t.space.sm}}
form{margin:0}
button{font:inherit;cursor:pointer;min-block-size:${t.buttons.height};padding:0 ${t.space.lg};border-radius:${t.buttons.primary.borderRadius};
border:${t.size.borderWidth} solid var(--secondary-border);background:var(--secondary);color:var(--on-secondary);inline-size:100%}
button:hover{background:var(--secondary-hover)}
button.primary{background:var(--primary);border-color:var(--primary);color:var(--on-primary);margin-block-start:${t.space.lg}}
button.primary:hover{background:var(--primary-hover)}
button.account{text-align:start;display:flex;flex-direction:column;justify-content:center;padding-block:${t.space.sm}}
.email{color:var(--muted);font-size:${t.font.sizeSmall}}
button.account .email{display:block}
label{display:block;margin-block:${t.space.md} ${t.space.xs};font-size:${t.font.sizeSmall};font-weight:${t.font.weightBold}}
input{font:inherit;inline-size:100%;min-block-size:${t.inputs.height};padding:0 ${t.space.md};border-radius:${t.inputs.borderRadius};
border:${t.size.borderWidth} solid var(--input-border);background:var(--input);color:var(--input-text)}
:focus-visible{outline:${t.size.focusRing} solid var(--focus);outline-offset:2px}
section+section,section+form{border-block-start:${t.size.hairline} solid var(--divider);padding-block-start:${t.space.lg}}
[role=alert]{color:var(--error);background:var(--error-bg);padding:${t.space.sm} ${t.space.md};border-radius:${t.radius.sm}}
.fine{font-size:${t.font.sizeSmall};color:var(--muted)}`;
