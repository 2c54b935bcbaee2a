import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "react-aria-components/Button";
import { Dialog } from "react-aria-components/Dialog";
import { Popover } from "react-aria-components/Popover";
import { useTranslate } from "@/core/i18n/use-translate";
import { createElementChanges } from "@/core/mount/element-changes";
import type { EnhancerProps } from "@/core/mount/enhancer-registry";
import { popupFeatures, SOCIAL_SHARE_POPUP } from "../utils/share-popup";
import { parseHashtags } from "../utils/share-url";
import { socialNetworks, socialShareUrl, type SocialNetwork } from "../utils/social-share-url";

/** Odoo closes the hover popover this long after the pointer leaves, unless it reaches the popover. */
export const SOCIAL_POPOVER_CLOSE_DELAY_MS = 200;

const LABELS: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
};

type Opened = "hover" | "keyboard" | null;

/**
 * The legacy social-share element (`.oe_social_share`, Odoo 17's forum posts):
 * hovering it opens a popover of share buttons (`data-social`, else four
 * networks), each opening its sharer for the page (`data-urlshare`, else the
 * page's URL) with the element's `data-hashtags` in a 500 × 500 popup. The
 * element becomes a button for the keyboard: Enter, Space or a click open
 * the popover with focus in it, Escape closes it and focus returns. Its
 * attributes are given back on unmount.
 */
export function SiteSocialShare({ element }: EnhancerProps) {
  const t = useTranslate();
  const [opened, setOpened] = useState<Opened>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const triggerRef = useMemo(() => ({ current: element }), [element]);
  const networks = useMemo(() => socialNetworks(element.getAttribute("data-social")), [element]);

  function cancelClose(): void {
    clearTimeout(closeTimer.current);
  }
  function closeSoon(): void {
    cancelClose();
    closeTimer.current = setTimeout(
      () => setOpened((now) => (now === "hover" ? null : now)),
      SOCIAL_POPOVER_CLOSE_DELAY_MS,
    );
  }

  useEffect(() => {
    const changes = createElementChanges();
    changes.setAttribute(element, "role", "button");
    changes.setAttribute(element, "aria-haspopup", "dialog");
    if (!element.matches("a[href], button")) changes.setAttribute(element, "tabindex", "0");
    if (!element.getAttribute("aria-label") && !element.textContent?.trim()) {
      changes.setAttribute(element, "aria-label", t("Share"));
    }
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType && event.pointerType !== "mouse") return;
      cancelClose();
      setOpened((now) => now ?? "hover");
    };
    const onLeave = () => closeSoon();
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      cancelClose();
      setOpened("keyboard");
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      setOpened("keyboard");
    };
    element.addEventListener("pointerenter", onEnter);
    element.addEventListener("pointerleave", onLeave);
    element.addEventListener("click", onClick);
    element.addEventListener("keydown", onKeyDown);
    return () => {
      cancelClose();
      element.removeEventListener("pointerenter", onEnter);
      element.removeEventListener("pointerleave", onLeave);
      element.removeEventListener("click", onClick);
      element.removeEventListener("keydown", onKeyDown);
      changes.restore();
    };
    // closeSoon/cancelClose only touch a ref and a state setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element, t]);

  useEffect(() => {
    const changes = createElementChanges();
    changes.setAttribute(element, "aria-expanded", String(opened !== null));
    return () => changes.restore();
  }, [element, opened]);

  function share(network: SocialNetwork): void {
    const doc = element.ownerDocument;
    const url = element.getAttribute("data-urlshare") || doc.location.href.split(/[?#]/)[0]!;
    const href = socialShareUrl(network, {
      url,
      documentTitle: doc.title,
      hashtags: parseHashtags(element.getAttribute("data-hashtags")),
    });
    doc.defaultView!.open(href, "", popupFeatures(SOCIAL_SHARE_POPUP));
  }

  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={opened !== null}
      onOpenChange={(open) => {
        if (!open) setOpened(null);
      }}
      isNonModal={opened === "hover"}
      placement="bottom"
      className="weekbox-social-share-popover"
    >
      <Dialog aria-label={t("Share this page")} className="weekbox-social-share-dialog">
        <div onPointerEnter={cancelClose} onPointerLeave={() => opened === "hover" && closeSoon()}>
          {networks.map((network) => (
            <Button
              key={network}
              className={`weekbox-social-share-button text-${network}`}
              aria-label={t("Share on {network}", { network: LABELS[network] })}
              onPress={() => share(network)}
            >
              <i className={`fa fa-${network === "twitter" ? "twitter" : network}`} aria-hidden="true" />
            </Button>
          ))}
        </div>
      </Dialog>
    </Popover>
  );
}
