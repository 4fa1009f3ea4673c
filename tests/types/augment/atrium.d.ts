// src/atrium.d.ts — the `import` makes this an augmentation of the package's types; without it
// the block would declare a new 'atrium-sdk' module and hide the package's own exports.
import 'atrium-sdk';

declare module 'atrium-sdk' {
  interface AtriumComponents {
    'demoLib.Hello': { name: string };
  }
  interface AtriumFunctions {
    'demoLib.add': (a: number, b: number) => number;
  }
}
