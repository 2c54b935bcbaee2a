import { preloadModulesOf } from "@/core/mount/preload-modules";

function preloaded(): (string | null)[] {
  return Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (link) =>
    link.getAttribute("href"),
  );
}

describe("preloadModulesOf", () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<link rel="modulepreload" href="/website_weekbox/static/dist/chunks/react-A.js">';
  });

  test("should ask for the listed chunks once, beside those the page preloads already", () => {
    const mount = document.createElement("div");
    mount.setAttribute(
      "data-preload",
      "/website_weekbox/static/dist/thread-T.js  /website_weekbox/static/dist/chunks/react-A.js\n/website_weekbox/static/dist/chunks/aria-B.js",
    );
    preloadModulesOf(mount);
    preloadModulesOf(mount);
    expect(preloaded()).toEqual([
      "/website_weekbox/static/dist/chunks/react-A.js",
      "/website_weekbox/static/dist/thread-T.js",
      "/website_weekbox/static/dist/chunks/aria-B.js",
    ]);
    const added = Array.from(document.head.querySelectorAll("link")).slice(1);
    expect(added.map((link) => link.getAttribute("fetchpriority"))).toEqual(["low", "low"]);
  });

  test("should only take paths of this site", () => {
    const mount = document.createElement("div");
    mount.setAttribute("data-preload", "https://evil.example/x.js //evil.example/y.js z.js /ok.js");
    preloadModulesOf(mount);
    expect(preloaded()).toEqual(["/website_weekbox/static/dist/chunks/react-A.js", "/ok.js"]);
  });

  test("should do nothing for a mount point without a list", () => {
    preloadModulesOf(document.createElement("div"));
    expect(preloaded()).toEqual(["/website_weekbox/static/dist/chunks/react-A.js"]);
  });
});
