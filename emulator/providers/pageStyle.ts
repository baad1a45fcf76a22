// Written by scripts/emulator/writeProviderPageStyle.ts from tokens/ (do not edit by hand; run it again).
/** The emulated provider page's look: Portico's theme values, so it sits with the widget in a demo. */
export const PROVIDER_PAGE_STYLE = ":root{--text:#19303D;--muted:#5C727D;--page:#F3F5F6;\n--card:#FFFFFF;--border:#ADBCC5;--divider:#ADBCC5;--error:#8B1214;\n--error-bg:#FDECEC;--warn:#7A4A00;--warn-bg:#FFF5E0;--focus:#1F6FEB;\n--primary:#19303D;--on-primary:#FFFFFF;--primary-hover:#162A36;\n--secondary:#FFFFFF;--on-secondary:#19303D;--secondary-border:#19303D;\n--secondary-hover:#F3F5F6;--input:#FFFFFF;--input-border:#5C727D;--input-text:#19303D;color-scheme:light dark}\n@media (prefers-color-scheme: dark){:root{--text:#E8EEF1;--muted:#B5C4CC;--page:#1F2D35;\n--card:#14232B;--border:#5C727D;--divider:#5C727D;--error:#FF9C9C;\n--error-bg:#3A1416;--warn:#FFD27A;--warn-bg:#3A2A0C;--focus:#7AB8FF;\n--primary:#9FD3F0;--on-primary:#0E1B22;--primary-hover:#AADAF2;\n--secondary:#14232B;--on-secondary:#E8EEF1;--secondary-border:#B5C4CC;\n--secondary-hover:#1F2D35;--input:#0E1B22;--input-border:#8FA3AD;--input-text:#E8EEF1}}\n*{box-sizing:border-box}\nbody{margin:0;min-height:100vh;display:grid;place-items:start center;padding:32px 16px;background:var(--page);color:var(--text);\nfont-family:Arial, Helvetica, sans-serif;font-size:16px;line-height:1.4}\nmain{width:100%;max-width:400px;background:var(--card);border:1px solid var(--border);\nborder-radius:8px;padding:32px;display:grid;gap:16px}\n.banner{margin:calc(-1 * 32px) calc(-1 * 32px) 0;padding:8px 16px;\nborder-radius:8px 8px 0 0;background:var(--warn-bg);color:var(--warn);font-size:14px}\n.brand{display:flex;align-items:center;gap:12px}\n.mark{inline-size:40px;block-size:40px;border-radius:999px;display:grid;place-items:center;font-weight:700;\nfont-size:18px;color:var(--card);background:var(--mark)}\nh1{font-size:24px;margin:0}h2{font-size:18px;margin:0 0 8px}\np{margin:0}.lead{color:var(--muted)}\nul{list-style:none;margin:0;padding:0;display:grid;gap:8px}\nform{margin:0}\nbutton{font:inherit;cursor:pointer;min-block-size:45px;padding:0 16px;border-radius:4px;\nborder:1px solid var(--secondary-border);background:var(--secondary);color:var(--on-secondary);inline-size:100%}\nbutton:hover{background:var(--secondary-hover)}\nbutton.primary{background:var(--primary);border-color:var(--primary);color:var(--on-primary);margin-block-start:16px}\nbutton.primary:hover{background:var(--primary-hover)}\nbutton.account{text-align:start;display:flex;flex-direction:column;justify-content:center;padding-block:8px}\n.email{color:var(--muted);font-size:14px}\nbutton.account .email{display:block}\nlabel{display:block;margin-block:12px 4px;font-size:14px;font-weight:700}\ninput{font:inherit;inline-size:100%;min-block-size:47px;padding:0 12px;border-radius:4px;\nborder:1px solid var(--input-border);background:var(--input);color:var(--input-text)}\n:focus-visible{outline:2px solid var(--focus);outline-offset:2px}\nsection+section,section+form{border-block-start:1px solid var(--divider);padding-block-start:16px}\n[role=alert]{color:var(--error);background:var(--error-bg);padding:8px 12px;border-radius:4px}\n.fine{font-size:14px;color:var(--muted)}";

const BRAND_COLOURS: Record<string, string> = {
  "google": "#4285F4",
  "gitlab": "#E24329",
  "facebook": "#1877F2",
  "discord": "#5865F2",
  "salesforce": "#0176D3",
  "bitbucket": "#2684FF",
  "linkedin": "#0077B5",
  "twitch": "#9146FF",
  "twitter": "#1D9BF0"
};

/** The mark's colour: the brand's where it keeps contrast on both themes, else the text colour. */
export function brandColour(provider: string): string {
  return BRAND_COLOURS[provider] ?? 'var(--text)';
}
