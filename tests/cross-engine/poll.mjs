// The cross-engine set's one wait for a condition: the engines are driven over WebDriver (BiDi or
// classic), which has no event the runner could await for "the page has it" or "the driver is up",
// so the condition is checked again every `every` ms until it holds or `ms` run out. A condition
// that never holds fails with `what`; one that holds returns at once.

/** Resolves to the first truthy value of `check()`, checked every `every` ms for at most `ms`. */
export async function pollUntil(what, check, { ms = 10_000, every = 100 } = {}) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, every));
  }
}
