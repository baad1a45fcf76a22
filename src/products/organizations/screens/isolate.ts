/** The person's data in a plain string (a heading): first-strong isolates, the text form of <bdi>. */
export const isolate = (value: string) => `\u2068${value}\u2069`;
