// The root layout: a Server Component. The provider sits here once for the whole app, inside a
// client wrapper (providers.tsx) that holds the config and its callbacks — functions cannot
// cross from a Server Component to a client one.
import type { ReactNode } from 'react';
import { Providers } from './providers';

export const metadata = { title: 'Atrium in a Next.js App Router app' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
