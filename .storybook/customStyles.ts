import type { PorticoStyles } from '../tokens/styles';

/** The toolbar's "Custom token override": a host's runtime `styles`, re-theming without rebuilding CSS. */
export const customStyles: PorticoStyles = {
  colors: { primary: '#5B2A86' },
  container: { borderRadius: '16px' },
  fontFamily: 'Georgia, serif',
};
