// Links opened from a blog discussion carry the id of the enclosing discussion element
// (spec §2.6). The element is found from where the link was opened: an element, an event, or —
// inside an event handler — the event being handled.

/** Elements that are a blog discussion: `data-discuss-id="…"`, or `data-discuss` / `.blog-discuss` with an `id`. */
export const DISCUSSION_SELECTOR = '[data-discuss-id], [data-discuss], .blog-discuss';

function idOfDiscussion(element: Element | null | undefined): string | undefined {
  if (!element) return undefined;
  const value = element.getAttribute('data-discuss-id') || element.id;
  return value ? value : undefined;
}

/** The discussion id for a link opened from `source`, or undefined when it is not inside one. */
export function discussionIdOf(source?: Element | Event | null): string | undefined {
  try {
    const from = source ?? (typeof window === 'undefined' ? undefined : (window as { event?: Event }).event);
    if (!from) return undefined;
    if (typeof Element !== 'undefined' && from instanceof Element) {
      return idOfDiscussion(from.closest(DISCUSSION_SELECTOR));
    }
    if (typeof Event !== 'undefined' && from instanceof Event) {
      // composedPath crosses open shadow roots, where closest() would stop.
      for (const node of from.composedPath()) {
        if (node instanceof Element && node.matches(DISCUSSION_SELECTOR)) {
          const id = idOfDiscussion(node);
          if (id) return id;
        }
      }
    }
  } catch {
    // a hostile or detached source: no discussion id
  }
  return undefined;
}
