/** Colours of the charts: the theme's tokens (src/client/styles.css), as SVG needs plain values. */
export const chartColours = {
  primary: '#b4441a',
  primarySoft: '#f59e6b',
  accent: '#0f766e',
  text: '#2b1d15',
  muted: '#6b5446',
  grid: '#ecdcc4',
  track: '#f6ead8',
} as const;

export const chartFont = { fontSize: 12, fill: chartColours.muted } as const;
