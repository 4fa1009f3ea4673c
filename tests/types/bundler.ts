// A bundler user: named imports from 'atrium-sdk', with its own components and functions declared.
import {
  callFunction,
  type HostMessage,
  init,
  type LinkConfirm,
  type Message,
  on,
  type RenderHandle,
  render,
  type SdkError,
  type SensitivePrompt,
} from 'atrium-sdk';

// The host-UI payload types are public, and they are what on() hands the listener.
export function hostDialogs(): void {
  on('sensitive', (p: SensitivePrompt) => p.confirm());
  on('linkConfirm', (p: LinkConfirm) => p.cancel());
  on('message', (m: Message) => console.log(m.text satisfies HostMessage['text']));
}

declare module 'atrium-sdk' {
  interface AtriumComponents {
    'demoLib.Hello': { name: string };
    'demoLib.Panel': { title: string; children?: string };
  }
  interface AtriumFunctions {
    'demoLib.add': (a: number, b: number) => number;
    'demoLib.greet': (name: string) => Promise<string>;
  }
}

export async function example(): Promise<void> {
  await init({ apiDomain: 'https://api.example.com', apps: ['@weapp/demo-lib'] });

  // Every event's payload is typed.
  const off = on('error', (err) => {
    const code: SdkError['code'] = err.code;
    const stage: string | undefined = err.stage;
    console.log(code, stage, err.component, err.message);
  });
  off();
  on('step', (name) => name.toUpperCase());
  on('ready', () => undefined);
  on('sessionExpired', (e) => e.url.length + e.kind.length);
  on('batchTask', (r) => r.failCount + r.taskId.length);
  // @ts-expect-error unknown event
  on('eror', () => undefined);
  // @ts-expect-error the error payload has no such field
  on('error', (err) => err.nope);

  // Declared components: props checked.
  const hello: RenderHandle<{ name: string }> = await render('#app', 'demoLib.Hello', { name: 'Ada' });
  hello.update({ name: 'Grace' });
  // @ts-expect-error misspelt prop
  hello.update({ nmae: 'Grace' });
  // @ts-expect-error misspelt prop
  await render('#app', 'demoLib.Hello', { nmae: 1 });
  // @ts-expect-error wrong prop type
  await render('#app', 'demoLib.Hello', { name: 1 });
  await render(document.body, 'demoLib.Panel', { title: 'Q3' });
  // Names nobody declared still take any object.
  await render('#app', 'acme.Local', { anything: true });
  const dynamicName: string = 'demoLib.Hello';
  await render('#app', dynamicName, { whatever: 1 });

  // Declared functions: arguments and results typed.
  const sum: number = await callFunction('demoLib.add', 2, 3);
  const greeting: string = await callFunction('demoLib.greet', 'Ada');
  // @ts-expect-error wrong argument type
  await callFunction('demoLib.add', '2', 3);
  // @ts-expect-error the result is a number
  const wrong: string = await callFunction('demoLib.add', 2, 3);
  const unknownResult: unknown = await callFunction('acme.anything', 1, 'x', {});
  console.log(sum, greeting, wrong, unknownResult);
}

export async function requiredProps(): Promise<void> {
  // @ts-expect-error declared props with a required field: the props are required
  await render('#app', 'demoLib.Hello');
  await render('#app', 'acme.Local');
}
