import type { ReactNode } from 'react';
// Portico's stylesheet, once, for every page that shows a widget.
import 'portico/style.css';
import './globals.css';

export const metadata = { title: 'Portico on Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
