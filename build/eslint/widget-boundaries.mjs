// Imports go one way: runtime → shared UI → sale-side base → domains → entries.
//
//   widgets/core/      the runtime (mount, rpc and the route map, data, i18n, format, page)
//   widgets/ui/        shared components (may import core)
//   widgets/sale/      what the sale-side domains share: checkout state, purchase analytics
//                      (may import core, ui) — the widgets' side of the sale-side base addon
//   widgets/<domain>/<feature>/   one widget (or a family of widgets) of a domain; it imports
//                      the layers above, itself and its domain's shared/ part, never another
//                      feature, in its domain or another
//   widgets/<domain>/shared/      what two features of one domain share
//   widgets/entries/   the page entries: may import anything
//
// The rule resolves each specifier ("@/…" or relative) to the unit it lands in, so
// `../../payment/checkout/x` is caught like `@/payment/checkout/x`.
import path from "node:path";

const WIDGETS = path.resolve(import.meta.dirname, "../../widgets");
/** The layers below the domains, lowest first: each may import the ones before it. */
export const LAYERS = ["core", "ui", "sale"];
const ENTRIES = "entries";
const SHARED = "shared";

/**
 * Where a path sits: `{ layer }` for core/ui/sale/entries, `{ domain, feature }` for a
 * domain's feature (feature "shared" for its shared part), or null outside widgets/.
 */
export function unitOf(file) {
  const relative = path.relative(WIDGETS, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const [top, second] = relative.split(path.sep);
  if (!top || top.includes(".")) return null;
  if (LAYERS.includes(top) || top === ENTRIES) return { layer: top };
  if (!second || second.includes(".")) return { domain: top, feature: null };
  return { domain: top, feature: second };
}

function nameOf(unit) {
  return unit.layer ?? (unit.feature ? `${unit.domain}/${unit.feature}` : unit.domain);
}

function targetOf(specifier, importer) {
  if (specifier.startsWith("@/")) return path.join(WIDGETS, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(importer), specifier);
  return null; // a package
}

/** Why `from` may not import `to`, as a message id, or null when it may. */
export function refusal(from, to) {
  if (to.layer === ENTRIES) return from.layer === ENTRIES ? null : "importsEntry";
  if (from.layer === ENTRIES) return null;
  if (from.layer) {
    if (!to.layer) return "layerImportsDomain";
    return LAYERS.indexOf(to.layer) <= LAYERS.indexOf(from.layer) ? null : "layerImportsHigher";
  }
  if (to.layer) return null; // a domain uses every layer
  if (to.domain !== from.domain) return "crossDomain";
  if (to.feature === from.feature || to.feature === SHARED) return null;
  return from.feature === SHARED ? "sharedImportsFeature" : "crossFeature";
}

const WHERE =
  "code two features of one domain share goes into widgets/<domain>/shared/; code several domains share " +
  "goes into widgets/sale/ (sale-side state and events), widgets/ui/ (components) or widgets/core/ (runtime)";

/** @type {import("eslint").Rule.RuleModule} */
export const widgetBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "core → ui → sale → domains → entries; no feature imports another feature" },
    schema: [],
    messages: {
      importsEntry:
        "'{{from}}' must not import the entry '{{target}}': entries import widgets, not the reverse.",
      layerImportsDomain: `widgets/{{from}} must not import '{{target}}' (a domain): ${WHERE}.`,
      layerImportsHigher: `widgets/{{from}} must not import widgets/{{target}} (imports go core → ui → sale): ${WHERE}.`,
      crossDomain: `'{{from}}' must not import '{{target}}' (another domain): ${WHERE}.`,
      crossFeature: `'{{from}}' must not import '{{target}}' (another feature): ${WHERE}.`,
      sharedImportsFeature: `'{{from}}' must not import '{{target}}': a domain's shared part serves its features, not the reverse.`,
    },
  },
  create(context) {
    const file = context.filename;
    const from = unitOf(file);
    if (!from) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== "string") return;
      const resolved = targetOf(specifier, file);
      const to = resolved && unitOf(resolved);
      if (!to) return;
      const messageId = refusal(from, to);
      if (messageId) context.report({ node, messageId, data: { from: nameOf(from), target: nameOf(to) } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
      CallExpression: (node) => {
        // jest.mock("@/other-feature/…") reaches across as surely as an import.
        const callee = node.callee;
        const isJestMock =
          callee.type === "MemberExpression" &&
          callee.object.name === "jest" &&
          callee.property.name === "mock";
        if (isJestMock && node.arguments[0]?.type === "Literal")
          check(node.arguments[0], node.arguments[0].value);
      },
    };
  },
};
