import { setTranslations, ENGLISH_CATALOGUE } from "@/core/i18n/translation-catalogue";
import { clearPlainToasts, showPlainToast } from "@/ui/plain-toast";
import { showToastLazily } from "@/ui/lazy-toast";

// The toasts' part cannot be fetched (offline): importing it fails.
jest.mock("@/ui/toast", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

afterEach(() => {
  clearPlainToasts();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("plain toasts", () => {
  it("should show the message as an alert in a named region, with a close button", () => {
    const onClose = jest.fn();
    showPlainToast({ message: "The connection is lost.", tone: "error", onClose });
    const region = document.querySelector(".weekbox-toast-region")!;
    expect(region.getAttribute("aria-label")).toBe("Messages");
    const toast = region.querySelector(".weekbox-toast")!;
    expect(toast.getAttribute("role")).toBe("alert");
    expect(toast.getAttribute("data-tone")).toBe("error");
    expect(toast.querySelector(".weekbox-toast-title")!.textContent).toBe("The connection is lost.");
    const close = toast.querySelector<HTMLButtonElement>(".weekbox-toast-close")!;
    expect(close.getAttribute("aria-label")).toBe("Close");
    close.click();
    expect(document.querySelector(".weekbox-toast")).toBeNull();
    expect(document.querySelector(".weekbox-toast-region")).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("should name the region and the close button in the page's language", () => {
    setTranslations({
      ...ENGLISH_CATALOGUE,
      messages: new Map([
        ["Important messages", "Messages importants"],
        ["Close", "Fermer"],
      ]),
    });
    try {
      showPlainToast({ title: "Oups", message: "Réessayez.", tone: "error", placement: "center" });
      const region = document.querySelector('.weekbox-toast-region[data-placement="center"]')!;
      expect(region.getAttribute("aria-label")).toBe("Messages importants");
      expect(region.querySelector(".weekbox-toast-title")!.textContent).toBe("Oups");
      expect(region.querySelector(".weekbox-toast-message")!.textContent).toBe("Réessayez.");
      expect(region.querySelector(".weekbox-toast-close")!.getAttribute("aria-label")).toBe("Fermer");
    } finally {
      setTranslations(ENGLISH_CATALOGUE);
    }
  });

  it("should close by itself after its time (10 s for an error, 5 s else), never with 0", () => {
    jest.useFakeTimers();
    showPlainToast({ message: "Saved.", tone: "success" });
    showPlainToast({ message: "Failed.", tone: "error" });
    showPlainToast({ message: "Stays.", tone: "info", timeoutMs: 0 });
    jest.advanceTimersByTime(5_000);
    expect([...document.querySelectorAll(".weekbox-toast-title")].map((n) => n.textContent)).toEqual([
      "Failed.",
      "Stays.",
    ]);
    jest.advanceTimersByTime(5_000);
    expect([...document.querySelectorAll(".weekbox-toast-title")].map((n) => n.textContent)).toEqual([
      "Stays.",
    ]);
    clearPlainToasts();
    expect(document.querySelector(".weekbox-toast")).toBeNull();
  });

  it("should be what a widget's toast becomes when the toasts' part cannot be fetched", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    showToastLazily({ message: "Check your connection and try again.", tone: "error" });
    const toast = await waitForToast();
    expect(toast.textContent).toContain("Check your connection and try again.");
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

async function waitForToast(): Promise<Element> {
  for (let turn = 0; turn < 50; turn++) {
    const toast = document.querySelector(".weekbox-toast");
    if (toast) return toast;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error("no toast");
}
