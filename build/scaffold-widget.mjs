// What `npm run new:widget <name>` writes (build/new-widget.mjs does the
// writing): the pieces every widget has, so the rules a newcomer would
// otherwise learn by breaking them are in the files from the start.

/** Widget names: lower-case words joined by dashes, as in `data-widget="box-configurator"`. */
export const WIDGET_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export const LOAD_STRATEGIES = ["eager", "idle", "visible"];

/** `box-configurator` → `BoxConfigurator`. */
export function pascalCase(name) {
  return name
    .split("-")
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("");
}

/** `box-configurator` → `boxConfigurator`. */
export function camelCase(name) {
  const pascal = pascalCase(name);
  return pascal[0].toLowerCase() + pascal.slice(1);
}

/** Folders of widgets/ that are not domains: the layers, the entries. */
const RESERVED = ["core", "ui", "sale", "entries"];

/**
 * Problems with a `<domain>/<name>` target, or [] when it can be used. `taken`: the
 * registered widget names and the `<domain>/<folder>` folders that exist.
 */
export function nameProblems(target, taken) {
  const [domain, name, ...rest] = (target ?? "").split("/");
  if (!domain || !name || rest.length) {
    return [`"${target ?? ""}" is not <domain>/<name> (e.g. "shop/gift-note"; domains: widgets/README.md)`];
  }
  if (!WIDGET_NAME.test(domain) || RESERVED.includes(domain)) {
    return [`"${domain}" is not a domain: lower-case words joined by dashes, not ${RESERVED.join(", ")}`];
  }
  if (!WIDGET_NAME.test(name)) {
    return [`"${name}" is not a widget name: lower-case words joined by dashes (e.g. "gift-card")`];
  }
  if (name === "shared") return [`"shared" is a domain's shared part, not a widget`];
  if (taken.includes(name) || taken.includes(`${domain}/${name}`)) {
    return [`"${name}" already exists (widgets/${domain}/${name}/ or a registration)`];
  }
  return [];
}

/** Relative path → content of the new widget's files, in widgets/<domain>/<name>/. */
export function widgetFiles(domain, name) {
  const dir = `widgets/${domain}/${name}`;
  const Component = pascalCase(name);
  const props = `${camelCase(name)}Props`;
  const Props = `${Component}Props`;
  return {
    [`${dir}/${name}-props.ts`]: `import * as v from "valibot";

/** \`data-props\` of a ${name} mount point: untrusted (editors and templates write them), so checked here. */
export const ${props} = v.object({
  title: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

export type ${Props} = v.InferOutput<typeof ${props}>;
`,
    [`${dir}/${name}-widget.ts`]: `// The lazily loaded chunk of the ${name} widget: component + props schema.
// Its CSS loads with this chunk (the build links it before the widget mounts).
import "./${name}.css";
// What its first call needs (the route schemas, the client) comes with the
// chunk, so a call made as it mounts waits for nothing. A widget that calls
// nothing before a visitor acts leaves this out: they come with that call.
import "@/core/rpc/calls-at-mount";
import { defineWidget } from "@/core/mount/widget-registry";
import { ${Component} } from "./components/${name}";
import { ${props} } from "./${name}-props";

export default defineWidget(${Component}, ${props});
`,
    [`${dir}/components/${name}.tsx`]: `import { useTranslate } from "@/core/i18n/use-translate";
import type { ${Props} } from "../${name}-props";

// Server state: useRouteQuery / useRouteMutation from @/core/data (one page
// cache for every island); routes are typed in core/rpc/routes/.
export function ${Component}({ title }: ${Props}) {
  const t = useTranslate();
  return (
    <section className="weekbox-${name}">
      <h2>{title ?? t("${Component.replace(/([a-z])([A-Z])/g, "$1 $2")}")}</h2>
    </section>
  );
}
`,
    [`${dir}/${name}.css`]: `/* The ${name} widget: loads with its chunk. Shared looks stay in ui/weekbox.css. */
.weekbox-${name} {
  display: grid;
  gap: var(--wb-gap);
}
`,
    [`${dir}/__tests__/${name}.test.tsx`]: `import { render, screen } from "@testing-library/react";
import * as v from "valibot";
import widget from "../${name}-widget";

test("should check its props and show the title it is given", () => {
  expect(v.safeParse(widget.props, { title: 42 }).success).toBe(false);
  const props = v.parse(widget.props, { title: "This week" });

  render(<widget.Component {...props} />);

  expect(screen.getByRole("heading", { name: "This week" })).toBeInTheDocument();
});
`,
  };
}

/** The page entry with the widget registered before `startWidgets()`; throws when it cannot tell where. */
export function withRegistration(entrySource, domain, name, strategy = "eager") {
  if (entrySource.includes(`register("${name}"`)) return entrySource;
  const marker = "\nstartWidgets();";
  const at = entrySource.lastIndexOf(marker);
  if (at < 0) throw new Error("the page entry has no `startWidgets();` line to register before");
  const options = strategy === "eager" ? "" : `,\n  strategy: "${strategy}"`;
  const registration = `widgetRegistry.register("${name}", {\n  load: () => import("@/${domain}/${name}/${name}-widget")${options},\n});\n`;
  return `${entrySource.slice(0, at)}\n${registration}${entrySource.slice(at)}`;
}

/** The QWeb to mount it in an Odoo template. */
export function qwebSnippet(name) {
  return `<t t-call="website_weekbox.mount_point">
    <t t-set="widget" t-value="'${name}'"/>
    <t t-set="props" t-value="{'title': 'This week'}"/>
    <!-- Optional: <t t-set="strategy" t-value="'visible'"/> (eager, idle or visible) -->
    <!-- What crawlers and the website editor see until the widget mounts: -->
    <h2>This week</h2>
</t>`;
}
