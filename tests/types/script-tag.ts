// A script-tag user: no import, the `Atrium` global from `"types": ["atrium-sdk/global"]`.
export async function example(): Promise<void> {
  await Atrium.init({ apiDomain: 'https://api.example.com', eteamsid: 'abc' });
  Atrium.on('error', (err) => console.warn(err.code, err.stage));
  window.Atrium.on('step', (name) => name.toLowerCase());
  const { createElement: h, useState } = Atrium.React;
  function Counter() {
    const [n, setN] = useState(0);
    return h('button', { onClick: () => setN(n + 1) }, `clicked ${n}`);
  }
  Atrium.register({ components: { 'my.Counter': Counter } });
  // The declarations of bundler.ts (module augmentation) apply to the global too.
  // @ts-expect-error misspelt prop
  await Atrium.render('#app', 'demoLib.Hello', { nmae: 'Ada' });
  const n: number = await Atrium.callFunction('demoLib.add', 1, 2);
  console.log(n, Atrium.version.length);
  // @ts-expect-error not an export of the SDK
  Atrium.notAnExport();
}
