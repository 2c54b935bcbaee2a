import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setImmediate as nextMacrotask } from "node:timers";
import { useState } from "react";
import { odooError, odooResult } from "@/core/testing/fake-odoo-fetch";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { StreetAutocomplete } from "../components/street-autocomplete";
import type { SuggestedAddress } from "../utils/suggestion-address";
import { createFakeDelivery, type FakeDelivery } from "./fake-delivery-server";

const MATCH = {
  label: "Rue de la Loi 16, 1000 Bruxelles",
  highlights: [[0, 3]] as [number, number][],
  precision: "Address",
  description: "",
  tags: ["unvalidated-housenumber"],
  value: "Rue de la Loi 16",
  context: "bel",
  address: { street: "Rue de la Loi 16", street2: "", zip: "1000", city: "Bruxelles", country_code: "BE" },
};

function Harness({ server, onPick }: { server: FakeDelivery; onPick: (a: SuggestedAddress) => void }) {
  const [value, setValue] = useState("");
  return (
    <RpcClientContext.Provider value={server.client}>
      <StreetAutocomplete label="Street and number" value={value} onChange={setValue} onPick={onPick} />
      <output data-testid="value">{value}</output>
    </RpcClientContext.Provider>
  );
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
});
afterEach(() => {
  jest.useRealTimers();
});

async function setup(server: FakeDelivery) {
  const onPick = jest.fn();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(<Harness server={server} onPick={onPick} />);
  return { user, onPick, input: screen.getByRole("combobox", { name: "Street and number" }) };
}

async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  // Let the fake server's answer render.
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => nextMacrotask(resolve));
    });
  }
}

test("should ask once, 300 ms after the last key, from the first character, in Belgium", async () => {
  const server = createFakeDelivery();
  server.on("/getmatches", () => odooResult([MATCH]));
  const { user, input } = await setup(server);

  await user.type(input, "R");
  await wait(200);
  expect(server.params("/getmatches")).toEqual([]);
  await user.type(input, "ue");
  await wait(299);
  expect(server.params("/getmatches")).toEqual([]);
  await wait(1);
  expect(server.params("/getmatches")).toEqual([{ url: "Rue", context: "bel" }]);
});

test("should show labels as text with <mark> ranges and the tags' words, and fill the address when chosen", async () => {
  const server = createFakeDelivery();
  server.on("/getmatches", () =>
    odooResult([
      MATCH,
      {
        ...MATCH,
        label: "<b>x</b> Rue",
        value: "x",
        tags: ["unvalidated-housenumber-addition"],
        address: null,
        precision: "Street",
      },
    ]),
  );
  const { user, input, onPick } = await setup(server);

  await user.type(input, "Rue");
  await wait(300);

  const options = await screen.findAllByRole("option");
  expect(options).toHaveLength(2);
  expect(options[0]?.querySelector("mark")?.textContent).toBe("Rue");
  expect(options[0]).toHaveTextContent("(unknown house number)");
  expect(options[1]).toHaveTextContent("<b>x</b> Rue");
  expect(options[1]?.querySelector("b")).toBeNull();
  expect(options[1]).toHaveTextContent("(unknown house number addition)");

  await user.keyboard("{ArrowDown}{Enter}");
  expect(onPick).toHaveBeenCalledWith({
    street: "Rue de la Loi 16",
    street2: "",
    zip: "1000",
    city: "Bruxelles",
    countryCode: "BE",
  });
  expect(screen.getByTestId("value")).toHaveTextContent("Rue de la Loi 16");
});

test("should let the visitor type on when the provider fails", async () => {
  const server = createFakeDelivery();
  server.on("/getmatches", () => odooError({ name: "builtins.Exception", message: "boom" }));
  const { user, input } = await setup(server);

  await user.type(input, "Kerkstraat 1");
  await wait(300);
  expect(server.params("/getmatches").length).toBe(1);
  expect(screen.queryByRole("alert")).toBeNull();
  expect(document.querySelectorAll(".weekbox-autocomplete-option")).toHaveLength(0);
  await user.type(input, "2");
  expect(input).toHaveValue("Kerkstraat 12");
  expect(screen.getByTestId("value")).toHaveTextContent("Kerkstraat 12");
});
