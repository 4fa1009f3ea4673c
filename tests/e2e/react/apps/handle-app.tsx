/** @jsxImportSource react */
// The app of tests/e2e/react/handle.spec.ts (bundled by the test with esbuild, code splitting
// on): a ref and onRender on <AtriumComponent>, and a lazy provider (React.lazy) that loads the
// binding and the SDK only when the "embed" button shows it.
import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';

const w = window as unknown as { __app: Record<string, unknown> };
w.__app = { onRender: 0 };

const Embed = lazy(() => import('./handle-embed'));

function App() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" data-testid="show" onClick={() => setShown(true)}>
        embed
      </button>
      <button type="button" data-testid="hide" onClick={() => setShown(false)}>
        hide
      </button>
      {shown ? (
        <Suspense fallback={<p data-testid="lazy-loading">loading…</p>}>
          <Embed />
        </Suspense>
      ) : null}
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
