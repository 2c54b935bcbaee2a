import { createElement, type ReactNode } from "react";

// HTML from the server (a message's body, which Odoo sanitizes on write; an
// error's message) is rendered as the markup a text needs only, rebuilt as
// React elements (text as text): what the server let through can never run
// script or load anything but links.
const ALLOWED_TAGS = new Set([
  "p",
  "br",
  "b",
  "strong",
  "i",
  "em",
  "u",
  "s",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "pre",
  "code",
  "span",
  "div",
]);
const SAFE_HREF = /^(https?:|mailto:|\/(?!\/)|#)/i;

/** `html` (server HTML) as React nodes: allowed tags and safe links only, the rest as its text. */
export function serverHtml(html: string): ReactNode[] {
  // DOMParser's documents are inert: nothing in them runs or loads.
  const body = new DOMParser().parseFromString(html, "text/html").body;
  return toNodes(body.childNodes, "m");
}

function toNodes(nodes: NodeListOf<ChildNode>, keyPrefix: string): ReactNode[] {
  const result: ReactNode[] = [];
  nodes.forEach((node, index) => {
    const key = `${keyPrefix}.${index}`;
    if (node.nodeType === Node.TEXT_NODE) {
      result.push(node.textContent);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    const children = toNodes(element.childNodes, key);
    if (!ALLOWED_TAGS.has(tag)) {
      // Unknown markup keeps its text, never its behaviour (script and style keep nothing).
      if (tag !== "script" && tag !== "style") result.push(...children);
      return;
    }
    if (tag === "br") {
      result.push(createElement("br", { key }));
      return;
    }
    if (tag === "a") {
      const href = element.getAttribute("href") ?? "";
      result.push(
        SAFE_HREF.test(href.trim())
          ? createElement("a", { key, href: href.trim(), rel: "noopener noreferrer nofollow" }, ...children)
          : createElement("span", { key }, ...children),
      );
      return;
    }
    result.push(createElement(tag, { key }, ...children));
  });
  return result;
}
