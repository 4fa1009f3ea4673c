// A Server Component page. `atrium-sdk/react` is a client module ('use client' heads the built
// file), so this page can render <AtriumComponent> with serialisable props directly; a callback
// such as onError goes through a client wrapper (customer-card.tsx).
import { AtriumComponent } from 'atrium-sdk/react';
import { CustomerCard } from './customer-card';

export default function Page() {
  return (
    <main>
      <h1>Customers</h1>
      <AtriumComponent name="demoLib.Hello" props={{ name: 'Ada' }} fallback={<p>Loading…</p>} />
      <CustomerCard name="Grace" />
    </main>
  );
}
