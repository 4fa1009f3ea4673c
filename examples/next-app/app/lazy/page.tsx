// A route whose embed loads on demand (next/dynamic): the platform component's code is a chunk
// of its own, fetched when this page renders in the browser (docs/react.md#load-it-when-it-is-needed).
import { LazyCustomer } from './lazy-customer';

export default function LazyPage() {
  return (
    <main>
      <h1>Lazy</h1>
      <LazyCustomer name="Linus" />
    </main>
  );
}
