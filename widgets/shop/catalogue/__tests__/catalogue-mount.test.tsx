// The four widgets mounted as the page mounts them: from the mount points
// shop_catalogue_templates.xml renders (props as QWeb's json.dumps writes
// them), their server HTML put back in the website editor.
import { screen, waitFor } from "@testing-library/dom";
import { startWidgets } from "@/core/mount/mount-widgets";
import { createWidgetRegistry } from "@/core/mount/widget-registry";
import type { PageConfig } from "@/core/page/page-config";

const config: PageConfig = {
  lang: "en_US",
  translationsUrl: null,
  isPublicUser: true,
  loginUrl: "/web/login",
  websiteId: 1,
};

/** Each widget's data-props, as the templates build them for /shop/category/aprons-3?search=red. */
const MOUNT_POINTS: [string, unknown, string][] = [
  [
    "shop-search",
    {
      action: "/shop/category/aprons-3?category=3&attrib=1-2",
      searchType: "products",
      search: "red",
      fields: [{ name: "attrib", value: "1-2" }],
      suggest: true,
      searchCount: 4,
      placeholder: "",
      groupClass: "",
      inputClass: "border-0 text-bg-light",
      buttonClass: "btn btn-light",
    },
    '<form data-weekbox-search-fallback="" action="/shop/category/aprons-3?category=3&amp;attrib=1-2"><input type="search" name="search" value="red"></form>',
  ],
  [
    "shop-sort",
    {
      options: [
        {
          value: "website_sequence asc",
          label: "Featured",
          href: "/shop?category=3&search=red&order=website_sequence+asc",
        },
        { value: "name asc", label: "Name (A-Z)", href: "/shop?category=3&search=red&order=name+asc" },
      ],
      current: "website_sequence asc",
      buttonClass: "btn btn-light",
    },
    '<details><summary>Featured</summary><ul><li><a href="/shop?category=3&amp;search=red&amp;order=name+asc">Name (A-Z)</a></li></ul></details>',
  ],
  [
    "shop-categories",
    {
      categories: [
        { id: 1, parentId: null, name: "Kitchen", url: "/shop/category/kitchen-1?search=red" },
        { id: 3, parentId: 1, name: "Aprons", url: "/shop/category/aprons-3?search=red" },
      ],
      currentId: 3,
      allProductsUrl: "/shop?search=red",
      collapsible: false,
    },
    '<ul><li><a href="/shop?search=red">All Products</a></li></ul>',
  ],
  [
    "shop-layout",
    { layout: "list", buttonClass: "btn btn-light" },
    '<div class="btn-group" aria-hidden="true"></div>',
  ],
];

let stop: () => void = () => {};

beforeEach(() => {
  // These roots are created by startWidgets, not by Testing Library's render.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  stop();
  document.body.className = "";
  document.body.innerHTML = "";
});

function renderMountPoints(): HTMLElement[] {
  return MOUNT_POINTS.map(([name, props, html]) => {
    const element = document.createElement("div");
    element.setAttribute("data-widget", name);
    element.setAttribute("data-props", JSON.stringify(props));
    element.innerHTML = html;
    document.body.append(element);
    return element;
  });
}

function catalogueRegistry() {
  const registry = createWidgetRegistry();
  registry.register("shop-search", { load: () => import("../shop-search-widget") });
  registry.register("shop-sort", { load: () => import("../shop-sort-widget") });
  registry.register("shop-categories", { load: () => import("../shop-categories-widget") });
  registry.register("shop-layout", { load: () => import("../shop-layout-widget") });
  return registry;
}

test("should mount every catalogue widget from its template's props", async () => {
  const elements = renderMountPoints();
  stop = startWidgets({ root: document.body, registry: catalogueRegistry(), config });

  await waitFor(() =>
    expect(elements.map((element) => element.getAttribute("data-widget-state"))).toEqual([
      "mounted",
      "mounted",
      "mounted",
      "mounted",
    ]),
  );
  expect(await screen.findByRole("combobox", { name: "Search products" })).toHaveValue("red");
  expect(await screen.findByRole("button", { name: "Sort by: Featured" })).toBeInTheDocument();
  expect(await screen.findByRole("link", { name: "Aprons" })).toHaveAttribute("aria-current", "page");
  expect(await screen.findByRole("radio", { name: "List" })).toBeChecked();
  expect(document.querySelector("[data-weekbox-search-fallback]")).toBeNull();
});

test("should give the website editor the server's HTML back", async () => {
  const elements = renderMountPoints();
  const serverHtml = elements.map((element) => element.innerHTML);
  stop = startWidgets({ root: document.body, registry: catalogueRegistry(), config });
  await screen.findByRole("combobox", { name: "Search products" });

  document.body.classList.add("editor_enable");
  await waitFor(() => expect(elements.map((element) => element.innerHTML)).toEqual(serverHtml));
});
