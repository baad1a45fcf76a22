import { createContext, useContext } from 'react';

/**
 * The host page's CSP nonce, for the `<style>` tags dependencies insert (input-otp's caret rules,
 * Radix Select's scroll lock and viewport) under a `style-src` without 'unsafe-inline'.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
