// Links opened from a blog discussion carry the id of the enclosing discussion element
// (docs/spec-coverage.md L108). The element is found from where the link was opened: an element, an event, or —
// inside an event handler — the event being handled.

/** Elements that are a blog discussion: `data-discuss-id="…"`, or `data-discuss` / `.blog-discuss` with an `id`. */
const DISCUSSION = '[data-discuss-id],[data-discuss],.blog-discuss';

/** The discussion id for a link opened from `source`, or undefined when it is not inside one. */
export function discussionIdOf(source?: Element | Event): string | undefined {
  const from = source ?? (typeof window === 'undefined' ? undefined : (window as { event?: Event }).event);
  // An event's composed path crosses open shadow roots, where closest() would stop.
  const path: unknown[] = !from
    ? []
    : 'composedPath' in from
      ? from.composedPath()
      : [from.closest?.(DISCUSSION)];
  for (const node of path) {
    if (node instanceof Element && node.matches(DISCUSSION)) {
      const id = node.getAttribute('data-discuss-id') || node.id;
      if (id) return id;
    }
  }
  return undefined;
}
