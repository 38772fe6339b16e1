/**
 * `build` run once per content object: what a game derives from its content (a deck, its rules'
 * closures) is made once, not on every move, bot turn or invariant check. Content is frozen
 * once loaded, so the result stays right; an edited copy is a new object and is built anew.
 */
export function perContent<C extends object, T>(build: (content: C) => T): (content: C) => T {
  const built = new WeakMap<C, T>();
  return (content) => {
    if (!built.has(content)) built.set(content, build(content));
    return built.get(content)!;
  };
}
