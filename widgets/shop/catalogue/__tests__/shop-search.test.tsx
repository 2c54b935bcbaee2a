import { fireEvent, screen, within } from "@testing-library/react";
import { odooResult } from "@/core/testing/fake-odoo-fetch";
import { ShopSearch } from "../components/shop-search";
import { SEARCH_SUGGESTION_LIMIT } from "../hooks/use-search-suggestions";
import type { ShopSearchProps } from "../shop-search-props";
import {
  autocompleteAnswer,
  createFakeCatalogue,
  productSuggestion,
  renderWithOdoo,
  settle,
  withFakeClock,
  wait,
  watchNavigation,
  type FakeCatalogue,
} from "./catalogue-test-kit";

const AUTOCOMPLETE = "/website/snippet/autocomplete";

/** The shop's box in a category, filtered by two attribute values and a tag, sorted by price. */
const SHOP_BOX: ShopSearchProps = {
  action: "/shop/category/aprons-3?category=3&attrib=1-2&tags=7&order=list_price+asc",
  searchType: "products",
  search: "",
  fields: [
    { name: "attrib", value: "1-2" },
    { name: "attrib", value: "1-3" },
  ],
  suggest: true,
  searchCount: null,
  placeholder: "",
  groupClass: "",
  inputClass: "",
  buttonClass: "btn btn-light",
};

const APRONS = ["Apron", "Apricot jam", "April calendar"];

function setup(catalogue: FakeCatalogue, props: Partial<ShopSearchProps> = {}) {
  const view = renderWithOdoo(catalogue, <ShopSearch {...SHOP_BOX} {...props} />);
  // A getter: the plain input is replaced by react-aria's combobox at the first key.
  return { ...view, input: () => screen.getByRole("combobox", { name: "Search products" }) };
}

withFakeClock();

test("should ask once, 250 ms after the last key, from the first character, with the form's params", async () => {
  const catalogue = createFakeCatalogue((term) => APRONS.map((name) => productSuggestion(name, term)));
  const { user, input } = setup(catalogue);

  await user.type(input(), "a");
  await wait(200);
  await user.type(input(), "pr");
  await wait(249);
  expect(catalogue.params(AUTOCOMPLETE)).toEqual([]);
  await wait(1);
  expect(catalogue.params(AUTOCOMPLETE)).toEqual([
    {
      search_type: "products",
      term: "apr",
      order: "name asc",
      limit: 15,
      max_nb_chars: 66,
      options: {
        attrib: "1-2",
        category: "aprons-3",
        tags: "7",
        order: "list_price asc",
        displayImage: true,
        displayDescription: true,
        displayExtraLink: false,
        displayDetail: true,
        allowFuzzy: true,
      },
    },
  ]);
  expect(await screen.findAllByRole("option")).toHaveLength(3);
});

test("should abort the request of a term typed on, and show only the latest term's suggestions", async () => {
  const catalogue = createFakeCatalogue((term) => [productSuggestion(`Apron ${term}`, term)]);
  const held = catalogue.hold(AUTOCOMPLETE);
  const { user, input } = setup(catalogue);

  await user.type(input(), "ap");
  await wait(250);
  await user.type(input(), "r");
  await wait(250);
  const [first, second] = catalogue.signals(AUTOCOMPLETE);
  expect(first?.aborted).toBe(true);
  expect(second?.aborted).toBe(false);

  held.release(); // the aborted one: its answer has nowhere to go
  held.release();
  await wait();
  const options = await screen.findAllByRole("option");
  expect(options.map((option) => option.textContent)).toEqual([expect.stringContaining("Apron apr")]);
});

test("should show at most 15 suggestions, and offer all results when there are more", async () => {
  const many = Array.from({ length: 20 }, (_, index) => productSuggestion(`Apron ${index + 1}`, "apron"));
  const catalogue = createFakeCatalogue();
  catalogue.on(AUTOCOMPLETE, () => odooResult(autocompleteAnswer(many, { count: 42 })));
  const { user, input } = setup(catalogue);

  await user.type(input(), "apron");
  await wait(250);

  const options = await screen.findAllByRole("option");
  expect(options.filter((option) => option.getAttribute("href"))).toHaveLength(SEARCH_SUGGESTION_LIMIT);
  expect(options.at(-1)).toHaveTextContent("All results");
});

test("should open the suggestion chosen with the arrow keys and Enter", async () => {
  const catalogue = createFakeCatalogue((term) => APRONS.map((name) => productSuggestion(name, term)));
  const { user, input } = setup(catalogue);
  const navigation = watchNavigation();
  const onSubmit = jest.fn((event: Event) => event.preventDefault());
  input().closest("form")!.addEventListener("submit", onSubmit);

  await user.type(input(), "ap");
  await wait(250);
  await screen.findAllByRole("option");
  await user.keyboard("{ArrowDown}{ArrowDown}");
  expect(input()).toHaveAttribute("aria-activedescendant", screen.getAllByRole("option")[1]!.id);
  await user.keyboard("{Enter}");
  navigation.stop();

  expect(navigation.followed).toEqual(["/shop/apricot-jam-11"]);
  expect(onSubmit).not.toHaveBeenCalled();
});

test("should show Odoo's names and descriptions as text, never as HTML", async () => {
  const catalogue = createFakeCatalogue((term) => [
    productSuggestion("Apron <b>bold</b>", term, {
      description: highlightedDescription(term),
      detail_strike: '<span class="oe_currency_value">15.00</span>\u00a0€',
    }),
  ]);
  const { user, input } = setup(catalogue);

  await user.type(input(), "apr");
  await wait(250);

  const [option] = await screen.findAllByRole("option");
  expect(option).toHaveTextContent("Apron <b>bold</b>");
  expect(option!.querySelector(".weekbox-search-option-name b")).toBeNull();
  expect(option!.querySelector(".weekbox-search-option-price > b")?.textContent).toBe("12.50\u00a0€");
  expect(within(option!).getByText("Apr", { selector: "mark" })).toBeInTheDocument();
  expect(option).toHaveTextContent('An apron <img src=x onerror="alert(1)"> for cooks');
  expect(option!.querySelectorAll("img")).toHaveLength(1); // the product's own image only
  expect(option!.querySelector("s")?.textContent).toBe("Regular price: 15.00\u00a0€");
});

test("should submit the search to the form's action, the shop's params as hidden fields", async () => {
  const catalogue = createFakeCatalogue((term) => APRONS.map((name) => productSuggestion(name, term)));
  const { user, input } = setup(catalogue);
  const submitted: [string, string][][] = [];
  const form = input().closest("form")!;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    submitted.push(formEntries(form));
  });

  await user.type(input(), "apron");
  await wait(250);
  await screen.findAllByRole("option"); // Enter with the suggestions open and none chosen: a search
  await user.keyboard("{Enter}");

  expect(form).toHaveAttribute("action", "/shop/category/aprons-3");
  expect(form).toHaveAttribute("method", "get");
  expect(form).toHaveClass("o_no_wait_lazy_js");
  expect(screen.getByRole("button", { name: "Search" })).toHaveClass("o_no_wait_lazy_js");
  expect(submitted).toHaveLength(1);
  expect(submitted[0]).toEqual([
    ["category", "3"],
    ["tags", "7"],
    ["order", "list_price asc"],
    ["attrib", "1-2"],
    ["attrib", "1-3"],
    ["search", "apron"],
  ]);
});

test("should say when nothing matches, and which word was searched instead", async () => {
  const catalogue = createFakeCatalogue();
  catalogue.on(AUTOCOMPLETE, ({ params }) => {
    const { term } = params as { term: string };
    if (term === "zzz") return odooResult(autocompleteAnswer([]));
    return odooResult(autocompleteAnswer([productSuggestion("Apron", "apron")], { fuzzy: "apron" }));
  });
  const { user, input } = setup(catalogue);

  await user.type(input(), "zzz");
  await wait(250);
  expect(await screen.findByText("No results found. Please try another search.")).toBeInTheDocument();

  await user.clear(input());
  await user.type(input(), "aprno");
  await wait(250);
  expect(await screen.findByRole("status")).toHaveTextContent(
    "No results found for “aprno”. Showing results for “apron”.",
  );
});

test("should not ask for the search a results page shows until the visitor types", async () => {
  const catalogue = createFakeCatalogue((term) => APRONS.map((name) => productSuggestion(name, term)));
  const { user, input } = setup(catalogue, { search: "apron", searchCount: 3 });

  expect(input()).toHaveValue("apron");
  expect(screen.getByRole("button", { name: "Search" })).toHaveTextContent("(3 found)");
  await wait(1000);
  expect(catalogue.params(AUTOCOMPLETE)).toEqual([]);

  await user.type(input(), "s");
  await wait(250);
  expect(catalogue.params(AUTOCOMPLETE).map((params) => params.term)).toEqual(["aprons"]);
});

test("should keep what was typed on Escape before its suggestions' part is there", () => {
  const { input } = setup(createFakeCatalogue());
  const escape = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
  fireEvent(input(), escape);
  expect(escape.defaultPrevented).toBe(true);
});

test("should take over what the visitor typed in the server's box before it mounted", async () => {
  document.body.innerHTML = `<form data-weekbox-search-fallback="" action="${SHOP_BOX.action}"><input name="search" value="apr"></form>`;
  document.querySelector<HTMLInputElement>("input[name=search]")!.focus();
  const catalogue = createFakeCatalogue();
  const { input } = setup(catalogue);

  expect(input()).toHaveValue("apr");
  expect(input()).toHaveFocus();
  // The typed text's suggestions are asked at once: their answer lands inside the test.
  await settle();
});

function highlightedDescription(term: string): string {
  // Escaped as Odoo escapes every text; the match in its span.
  return `<span>An </span><span class="text-primary">${term}</span><span>on &lt;img src=x onerror=&#34;alert(1)&#34;&gt; for cooks</span>`;
}

/** What the browser would send: each named field's name and value, in document order. */
function formEntries(form: HTMLFormElement): [string, string][] {
  return [...form.elements]
    .filter(
      (element): element is HTMLInputElement => element instanceof HTMLInputElement && Boolean(element.name),
    )
    .map((input) => [input.name, input.value]);
}

test("should close the suggestions on Escape and keep what was typed (the browser's own Escape erases a search input)", async () => {
  const catalogue = createFakeCatalogue((term) => APRONS.map((name) => productSuggestion(name, term)));
  const { user, input } = setup(catalogue);

  await user.type(input(), "apr");
  await wait(250);
  expect(await screen.findByRole("listbox")).toBeInTheDocument();
  const escape = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
  fireEvent(input(), escape);
  await wait(0);
  expect(escape.defaultPrevented).toBe(true);
  expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  expect(input()).toHaveValue("apr");
});
