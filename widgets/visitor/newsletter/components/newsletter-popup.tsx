import { useEffect, useRef, useState } from "react";
import { Dialog } from "react-aria-components/Dialog";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { useRouteQuery } from "@/core/data/use-query";
import { createElementChanges } from "@/core/mount/element-changes";
import type { EnhancerProps } from "@/core/mount/enhancer-registry";
import { useTranslate } from "@/core/i18n/use-translate";
import { newsletterListId, SUBSCRIBED_EVENT } from "../utils/newsletter-block";
import { popupCookieName, popupDelay, popupShownBefore, rememberPopupShown } from "../utils/popup-memory";

let nextId = 0;

/**
 * The newsletter popup editors place (website_mass_mailing's
 * s_newsletter_subscribe_popup), shown once per mailing list (spec §2.9,
 * §9.5: a cookie per list, where Odoo 17 remembers each popup element, so a
 * second list's popup still shows), after its delay or when the pointer
 * leaves the page as the editor set it, never to a visitor on the list
 * already. An accessible modal: focus moves in and stays, Escape and its ×
 * close it, and it closes once the visitor subscribed. Its content is the
 * editor's, moved into the modal while it shows and put back after.
 */
export function NewsletterPopup({ element }: EnhancerProps) {
  const t = useTranslate();
  const form = element.querySelector<HTMLElement>(".s_newsletter_list, .js_subscribe");
  const listId = form ? newsletterListId(form) : null;
  const modal = element.querySelector<HTMLElement>(".modal");
  const status = useRouteQuery(
    "/website_mass_mailing/is_subscriber",
    { list_id: listId ?? 1, subscription_type: "email" },
    { enabled: listId !== null },
  );
  // Shown once per list: whether it was before this page opened.
  const [shownBefore] = useState(() => listId === null || popupShownBefore(listId));
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);
  const open = due && !closed && !shownBefore && status.data?.is_subscriber === false;
  const slot = useRef<HTMLDivElement>(null);
  const [labelId] = useState(() => `weekbox-newsletter-popup-${(nextId += 1)}`);

  // When the editor wants it shown: after its delay, or when the pointer leaves the page.
  useEffect(() => {
    if (listId === null || !modal || shownBefore) return;
    const delay = popupDelay(modal, innerWidth);
    if (delay === null) {
      const onLeave = () => setDue(true);
      document.documentElement.addEventListener("mouseleave", onLeave, { once: true });
      return () => document.documentElement.removeEventListener("mouseleave", onLeave);
    }
    const timer = setTimeout(() => setDue(true), delay);
    return () => clearTimeout(timer);
  }, [listId, modal, shownBefore]);

  // Shown once it is due and Odoo said the visitor is not on the list: remembered at once.
  useEffect(() => {
    if (open && modal && listId !== null) rememberPopupShown(listId, modal);
  }, [open, modal, listId]);

  // Where the popup stands, on the popup (`data-weekbox-popup`, for the page's own tests and styles).
  const state = shownBefore
    ? "shown-before"
    : status.data?.is_subscriber
      ? "subscriber"
      : open
        ? "open"
        : closed
          ? "closed"
          : "waiting";
  useEffect(() => {
    const changes = createElementChanges();
    changes.setAttribute(element, "data-weekbox-popup", state);
    return () => changes.restore();
  }, [element, state]);

  // The editor's content in the modal while it shows, back in its place after.
  const content = modal?.querySelector<HTMLElement>(".modal-content") ?? null;
  useEffect(() => {
    const target = slot.current;
    if (!open || !content || !target) return;
    const changes = createElementChanges();
    const parent = content.parentNode;
    const next = content.nextSibling;
    const heading = content.querySelector("h1, h2, h3, h4");
    if (heading && !heading.id) changes.setAttribute(heading, "id", labelId);
    const close = content.querySelector<HTMLElement>(".js_close_popup");
    if (close) {
      changes.setAttribute(close, "role", "button");
      changes.setAttribute(close, "tabindex", "0");
      changes.setAttribute(close, "aria-label", t("Close"));
    }
    target.append(content);
    const onClose = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      setClosed(true);
    };
    close?.addEventListener("click", onClose);
    close?.addEventListener("keydown", onClose);
    const onSubscribed = () => setClosed(true);
    content.addEventListener(SUBSCRIBED_EVENT, onSubscribed);
    return () => {
      close?.removeEventListener("click", onClose);
      close?.removeEventListener("keydown", onClose);
      content.removeEventListener(SUBSCRIBED_EVENT, onSubscribed);
      parent?.insertBefore(content, next);
      changes.restore();
    };
  }, [open, content, labelId, t]);

  const heading = content?.querySelector("h1, h2, h3, h4");
  return (
    <ModalOverlay
      className="weekbox-modal-overlay"
      isOpen={open}
      onOpenChange={(isOpen) => setClosed(!isOpen)}
      isDismissable
    >
      <Modal className="weekbox-modal weekbox-newsletter-modal">
        <Dialog
          className="weekbox-newsletter-dialog"
          {...(heading ? { "aria-labelledby": heading.id || labelId } : { "aria-label": t("Newsletter") })}
        >
          <div
            ref={slot}
            className="weekbox-newsletter-slot"
            data-cookie={listId ? popupCookieName(listId) : undefined}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
