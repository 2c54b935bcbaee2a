// `npm run new:widget <domain>/<name> [--load eager|idle|visible]`: a new widget folder,
// registered in the page entry, its strings in the translation files; prints
// the QWeb that mounts it. See build/scaffold-widget.mjs for what it writes.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PAGE_ENTRIES } from "./build-options.mjs";
import {
  LOAD_STRATEGIES,
  nameProblems,
  qwebSnippet,
  widgetFiles,
  withRegistration,
} from "./scaffold-widget.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const target = args.find((arg) => !arg.startsWith("--") && args[args.indexOf(arg) - 1] !== "--load");
const [domain, name] = (target ?? "").split("/");
const strategy = args.includes("--load") ? args[args.indexOf("--load") + 1] : "eager";

const entryFile = path.join(root, PAGE_ENTRIES.website);
const entrySource = readFileSync(entryFile, "utf8");
const registered = [...entrySource.matchAll(/register\("([^"]+)"/g)].map((m) => m[1]);
const widgetsDir = path.join(root, "widgets");
const folders = readdirSync(widgetsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((top) =>
    readdirSync(path.join(widgetsDir, top.name), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${top.name}/${entry.name}`),
  );
const problems = nameProblems(target, [...folders, ...registered]);
if (!LOAD_STRATEGIES.includes(strategy)) problems.push(`--load must be one of ${LOAD_STRATEGIES.join(", ")}`);
if (problems.length) {
  console.error(
    `Usage: npm run new:widget <domain>/<name> [-- --load eager|idle|visible]\n${problems.join("\n")}`,
  );
  process.exit(2);
}

for (const [file, content] of Object.entries(widgetFiles(domain, name))) {
  const target = path.join(root, file);
  if (existsSync(target)) throw new Error(`${file} exists`);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
  console.log(`created ${file}`);
}
writeFileSync(entryFile, withRegistration(entrySource, domain, name, strategy));
console.log(`registered "${name}" (${strategy}) in ${PAGE_ENTRIES.website}`);
execFileSync(process.execPath, [path.join(root, "build/extract-translations.mjs")], {
  cwd: root,
  stdio: "inherit",
});
console.log(`
Next:
- translate the new strings in addons/website_weekbox/i18n/fr_BE.po and nl_BE.po (a unit test fails until then);
- mount it from a QWeb template:

${qwebSnippet(name)}
`);
