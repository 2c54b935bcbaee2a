/**
 * Changes an enhancer makes to an element editors own, remembered so that
 * `restore()` gives every touched attribute back exactly (same value, same
 * place in the tag: an attribute that existed is only ever set, never
 * removed and re-added). `class` and `style` are attributes too: toggling a
 * class or setting a style property restores the whole attribute.
 */
export type ElementChanges = {
  setAttribute(element: Element, name: string, value: string): void;
  /** Only for attributes the enhancer added itself; a saved one would come back at the end of the tag. */
  removeAttribute(element: Element, name: string): void;
  toggleClass(element: Element, className: string, force: boolean): void;
  /** `null` removes the property. */
  setStyle(element: HTMLElement, property: string, value: string | null): void;
  restore(): void;
};

export function createElementChanges(): ElementChanges {
  const originals = new Map<Element, Map<string, string | null>>();

  function remember(element: Element, name: string): void {
    let attributes = originals.get(element);
    if (!attributes) {
      attributes = new Map();
      originals.set(element, attributes);
    }
    if (!attributes.has(name)) attributes.set(name, element.getAttribute(name));
  }

  return {
    setAttribute(element, name, value) {
      remember(element, name);
      if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    },
    removeAttribute(element, name) {
      remember(element, name);
      element.removeAttribute(name);
    },
    toggleClass(element, className, force) {
      if (element.classList.contains(className) === force) return;
      remember(element, "class");
      element.classList.toggle(className, force);
    },
    setStyle(element, property, value) {
      remember(element, "style");
      if (value === null) element.style.removeProperty(property);
      else element.style.setProperty(property, value);
    },
    restore() {
      for (const [element, attributes] of originals) {
        for (const [name, value] of attributes) {
          if (value === null) element.removeAttribute(name);
          else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
        }
      }
      originals.clear();
    },
  };
}
