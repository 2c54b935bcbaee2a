// Imports go one way: core → features → entries. A feature (widgets/<name>/)
// imports core and itself, never another feature; core imports only core. The
// rule resolves each specifier ("@/…" or relative) to the folder it lands in,
// so `../../payment/x` is caught like `@/payment/x`.
import path from "node:path";

const WIDGETS = path.resolve(import.meta.dirname, "../../widgets");
const ENTRIES = "entries";
const CORE = "core";

/** Top folder under widgets/ of an absolute path, or null when outside widgets/. */
function areaOf(file) {
  const relative = path.relative(WIDGETS, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const [area] = relative.split(path.sep);
  return area && area.includes(".") ? null : area;
}

function targetOf(specifier, importer) {
  if (specifier.startsWith("@/")) return path.join(WIDGETS, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(importer), specifier);
  return null; // a package
}

/** @type {import("eslint").Rule.RuleModule} */
export const widgetBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "core → features → entries: no feature → feature and no core → feature imports" },
    schema: [],
    messages: {
      coreImportsFeature:
        "widgets/core must not import '{{target}}' (a feature or entry): move what both need into core.",
      featureImportsFeature:
        "Feature '{{from}}' must not import feature '{{target}}': move what both need into widgets/core.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    if (!from || from === ENTRIES) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== "string") return;
      const resolved = targetOf(specifier, file);
      const target = resolved && areaOf(resolved);
      if (!target || target === from || target === CORE) return;
      context.report({
        node,
        messageId: from === CORE ? "coreImportsFeature" : "featureImportsFeature",
        data: { from, target },
      });
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
