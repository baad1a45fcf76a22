/**
 * URLs that came from outside Portico (a wallet's announced icon, a link to a wallet's site) are
 * drawn only when they cannot run anything: an image from a data:image or http(s) URL, a link to
 * an http(s) page. `javascript:`, `data:text/html` and the like are refused.
 */
export const isImageUrl = (url: string | undefined): url is string => !!url && /^(data:image\/|https?:\/\/)/i.test(url);

export const isWebUrl = (url: string): boolean => /^https?:\/\//i.test(url);
