import { messageOf } from './errorMessage';
import type { Translate } from './translator';

/** A piece of a message: plain text, or a link a view renders as an `<a>` (never as HTML). */
export type MessageSegment = { text: string } | { href: string; text: string };

export interface DescribedError {
  /** The whole message as plain text (for `aria` text, toasts and the onError callback). */
  message: string;
  /** The message cut into text and http(s) links (SPEC §8: links in messages become clickable). */
  segments: MessageSegment[];
  /** The server's error_type, when the error came from the server. */
  errorType?: string;
}

// Only http(s): a javascript: or data: URL in a server message must never become a link.
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
// A sentence's own punctuation after a URL is not part of it.
const TRAILING = /[.,;:!?)\]}]+$/;

/** Splits text into text and link segments. Nothing is parsed as HTML. */
export function linkify(text: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const href = match[0].replace(TRAILING, '');
    if (!isHttpUrl(href)) continue;
    if (start > last) segments.push({ text: text.slice(last, start) });
    segments.push({ href, text: href });
    last = start + href.length;
  }
  if (last < text.length || segments.length === 0) segments.push({ text: text.slice(last) });
  return segments;
}

function isHttpUrl(candidate: string): boolean {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Turns any error a flow holds into the text a person reads, with links as separate segments. */
export function describeError(error: unknown, t: Translate): DescribedError {
  const { message, errorType } = messageOf(error, t);
  // A message someone could have written into a URL (the flows mark it) never becomes a link.
  const plain = typeof error === 'object' && error !== null && (error as { plainText?: unknown }).plainText === true;
  const described: DescribedError = { message, segments: plain ? [{ text: message }] : linkify(message) };
  if (errorType !== undefined) described.errorType = errorType;
  return described;
}
