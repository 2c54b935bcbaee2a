import { setTranslations, ENGLISH_CATALOGUE } from "@/core/i18n/translation-catalogue";
import { clearPlainToasts, showPlainToast, takePlainToasts } from "@/ui/plain-toast";
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

/** The titles of the toasts shown, in order. */
function titles(): (string | null)[] {
  return [...document.querySelectorAll(".weekbox-toast-title")].map((node) => node.textContent);
}

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
    expect(titles()).toEqual(["Failed.", "Stays."]);
    jest.advanceTimersByTime(5_000);
    expect(titles()).toEqual(["Stays."]);
    clearPlainToasts();
    expect(document.querySelector(".weekbox-toast")).toBeNull();
  });

  it("should wait while the pointer or the focus is on its region, then close after the time it had left", () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    showPlainToast({ message: "Order before Thursday.", tone: "info", timeoutMs: 8_000, onClose });
    const region = document.querySelector<HTMLElement>(".weekbox-toast-region")!;
    jest.advanceTimersByTime(3_000);

    region.dispatchEvent(new Event("pointerenter"));
    // Shown while the pointer is there: it waits too.
    showPlainToast({ message: "A tip.", tone: "info", timeoutMs: 1_000 });
    jest.advanceTimersByTime(20_000);
    expect(region.querySelectorAll(".weekbox-toast")).toHaveLength(2);

    region.querySelector<HTMLButtonElement>(".weekbox-toast-close")!.focus();
    region.dispatchEvent(new Event("pointerleave"));
    jest.advanceTimersByTime(20_000);
    expect(region.querySelectorAll(".weekbox-toast")).toHaveLength(2);

    region.querySelector<HTMLButtonElement>(".weekbox-toast-close")!.blur();
    jest.advanceTimersByTime(999);
    expect(titles()).toEqual(["Order before Thursday.", "A tip."]);
    jest.advanceTimersByTime(1);
    expect(titles()).toEqual(["Order before Thursday."]);
    jest.advanceTimersByTime(3_999);
    expect(onClose).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector(".weekbox-toast-region")).toBeNull();
  });

  it("should hand the toasts still shown over with the time each had left, closing none", () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    showPlainToast({ message: "Order before Thursday.", tone: "info", timeoutMs: 8_000, onClose });
    showPlainToast({ title: "Error", message: "Stays.", tone: "error", placement: "center", timeoutMs: 0 });
    jest.advanceTimersByTime(3_000);

    expect(takePlainToasts()).toEqual([
      { message: "Order before Thursday.", tone: "info", timeoutMs: 5_000, onClose },
      { title: "Error", message: "Stays.", tone: "error", placement: "center", timeoutMs: 0 },
    ]);
    expect(document.querySelector(".weekbox-toast-region")).toBeNull();
    jest.advanceTimersByTime(10_000);
    expect(onClose).not.toHaveBeenCalled();
    expect(takePlainToasts()).toEqual([]);
  });

  it("should show an informational toast without asking for the toasts' part", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    showToastLazily({ message: "Deliveries arrive between 14:00 and 21:00.", tone: "info" });
    expect(titles()).toEqual(["Deliveries arrive between 14:00 and 21:00."]);
    expect(warn).not.toHaveBeenCalled();
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
