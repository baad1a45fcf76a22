import { createContext, useContext } from 'react';

export type Direction = 'ltr' | 'rtl';

/** The widget's text direction, which the Radix parts that move by arrow keys are told. */
export const DirectionContext = createContext<Direction>('ltr');

export function useDirection(): Direction {
  return useContext(DirectionContext);
}
