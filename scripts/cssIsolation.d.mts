import type { Plugin } from 'postcss';

export function boostSelector(selector: string): string;
export function porticoIsolation(options?: { only?: (file: string) => boolean }): Plugin;
export const isVanillaCss: (file: string) => boolean;
