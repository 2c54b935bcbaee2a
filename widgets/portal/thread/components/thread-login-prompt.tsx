import { useTranslate } from "@/core/i18n/use-translate";

/**
 * Where a visitor who may not post would find the composer (Odoo 17's
 * chatter says the same): a link to log in that comes back to this thread.
 */
export function ThreadLoginPrompt() {
  const t = useTranslate();
  const { pathname, search } = window.location;
  const href = `/web/login?${new URLSearchParams({ redirect: `${pathname}${search}#discussion` })}`;
  // One sentence for the translators, the link's words in its place.
  const [before, after = ""] = t("You must be {link} to post a comment.").split("{link}");
  return (
    <p className="weekbox-thread-login">
      {before}
      <a href={href}>{t("logged in")}</a>
      {after}
    </p>
  );
}
