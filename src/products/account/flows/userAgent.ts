/**
 * The browser and system a session signed in from, for a person to recognise it ('Firefox on
 * Windows'). A few lines, not a user-agent library: the list needs a family name of each, not
 * versions, engines or device models, and the well-kept parsers are 15 to 25 KB (ua-parser-js 2
 * is also AGPL). Order matters: Edge, Opera and Samsung Internet say Chrome too, Chrome says Safari.
 */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPad/, 'iPadOS'],
  [/iPhone|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** `{ browser, os }` when both are known, else null ('Unknown device'). */
export function deviceOf(userAgent: string): { browser: string; os: string } | null {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return browser && os ? { browser, os } : null;
}
