// The README's augmentation snippet pasted as its own file (atrium.d.ts, kept equal to the README
// by tests/unit/docs.spec.ts) adds to the package's types instead of replacing them.
import { callFunction, init, render } from 'atrium-sdk';

export async function useAugmented(el: HTMLElement): Promise<number> {
  await init({ apiDomain: 'https://api.example.com' });
  await render(el, 'demoLib.Hello', { name: 'Ada' });
  // @ts-expect-error the declared props are checked
  await render(el, 'demoLib.Hello', { name: 1 });
  return callFunction('demoLib.add', 1, 2);
}
