// The route map as JSON Schema: the contract the Python side checks its answers
// against (addons/website_weekbox/tests/route_contract.py). One document, one
// entry per route: `params` as the client may send them, `result` as the
// server must answer (what the client's schema accepts).
//   node build/run-ts.mjs build/route-contract.ts          writes the file
//   node build/run-ts.mjs build/route-contract.ts --check  fails if it is stale
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { toJsonSchema, type ConversionConfig } from "@valibot/to-json-schema";
import { routes } from "@/core/rpc/route-map";

export const CONTRACT_FILE = "addons/website_weekbox/tests/route_contract.json";

type RouteContract = { params: unknown; result: unknown; batchable?: true };

// What the server may send or receive: the schemas' input side (before a
// transform or a fallback), and what JSON Schema cannot say (a transform, a
// custom check) left out rather than refused.
const AS_SENT: ConversionConfig = { target: "draft-2020-12", typeMode: "input", errorMode: "ignore" };

export function routeContract(): Record<string, RouteContract> {
  const contract: Record<string, RouteContract> = {};
  for (const [route, spec] of Object.entries(routes).sort(([a], [b]) => a.localeCompare(b))) {
    contract[route] = {
      params: toJsonSchema(spec.params, AS_SENT),
      result: toJsonSchema(spec.result, AS_SENT),
      // What the server's batch allow-list (weekbox_batch=True) must match.
      ...("batchable" in spec && spec.batchable ? { batchable: true as const } : {}),
    };
  }
  return contract;
}

export function contractText(): string {
  return JSON.stringify(routeContract(), null, 1) + "\n";
}

const isMain = process.argv[1]?.endsWith("route-contract.ts");
if (isMain) {
  const file = path.resolve(CONTRACT_FILE);
  const text = contractText();
  if (process.argv.includes("--check")) {
    const current = (() => {
      try {
        return readFileSync(file, "utf8");
      } catch {
        return "";
      }
    })();
    if (current !== text) {
      console.error(`${CONTRACT_FILE} is stale: run \`npm run contract\``);
      process.exit(1);
    }
    console.log(`${CONTRACT_FILE} matches the route map`);
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${CONTRACT_FILE} (${Object.keys(routeContract()).length} routes)`);
  }
}
