// The route map exported as JSON Schema for the Python tests (build/route-contract.ts)
// is committed beside them: it must be what the route map says today.
import { readFileSync } from "node:fs";
import path from "node:path";
import { CONTRACT_FILE, contractText, routeContract } from "../route-contract";
import { routes } from "@/core/rpc/route-map";

const committed = readFileSync(path.resolve(__dirname, "../..", CONTRACT_FILE), "utf8");

test("the committed contract matches the route map (npm run contract regenerates it)", () => {
  expect(committed).toBe(contractText());
});

test("every route of the map has a params and a result schema", () => {
  const contract = routeContract();
  expect(Object.keys(contract).sort()).toEqual(Object.keys(routes).sort());
  for (const spec of Object.values(contract)) {
    // An object of params, or a choice of objects (a route taking two shapes: /website_mail/is_follower).
    const params = spec.params as { type?: string; anyOf?: { type?: string }[] };
    const shapes = params.anyOf ?? [params];
    expect(shapes.map((shape) => shape.type)).toEqual(shapes.map(() => "object"));
    expect(spec.result).toHaveProperty("$schema");
  }
});

test("a renamed result field breaks the contract", () => {
  const result = routeContract()["/weekbox/zip/check"]?.result as { required?: string[] };
  expect(result.required).toEqual(expect.arrayContaining(["valid"]));
});
