import { useEffect, useRef, useState, type FormEvent } from "react";
import { useRouteMutation, useSingleFlight } from "@/core/data/use-mutation";
import { useRouteQuery } from "@/core/data/use-query";
import { useTranslate } from "@/core/i18n/use-translate";
import { isAbort, userMessage } from "@/core/rpc/rpc-errors";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/upgrade/button";
import { FieldError, Input, Label, TextField } from "@/ui/upgrade/controls";
import { UpgradeScope } from "@/ui/upgrade/upgrade-scope";
import { hasEmailShape } from "../utils/email-shape";
import { pageFollowRecords } from "../utils/page-follow-records";
import { shownFollowing } from "../utils/shown-following";
import type { WebsiteFollowProps } from "../website-follow-props";

/**
 * Follow / unfollow a record's discussion (spec §2.3, §4.1, §5.1, §6):
 * visitors type an e-mail (something@something, else the field is in error
 * and nothing is sent), logged-in users follow without one. The button shows
 * the server's answer; the state comes first from the page, then from one
 * `/website_mail/is_follower` call shared by every control of the page.
 * Its field and button are plain until first used, react-aria's then
 * (ui/upgrade): the control sits under the reviews' title, in the product
 * page's first load.
 */
export function WebsiteFollow({
  id,
  model,
  following: renderedFollowing,
  unsubscribe,
  emailField,
}: WebsiteFollowProps) {
  const t = useTranslate();
  const [records] = useState(() => pageFollowRecords({ model, id }));
  const status = useRouteQuery("/website_mail/is_follower", { records });
  const follow = useRouteMutation("/website_mail/follow");
  const flight = useSingleFlight();

  const [following, setFollowing] = useState(renderedFollowing);
  const [isUser, setIsUser] = useState(!emailField);
  const [email, setEmail] = useState("");
  const [knownEmail, setKnownEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<{ message: string; n: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // The visitor acted before the page's status came: what they typed and
  // what their click answers is newer, the status never overrides it.
  const acted = useRef(false);

  useEffect(() => {
    // The widget asks for the page's records: Odoo answers [visitor, followed].
    if (!Array.isArray(status.data) || acted.current) return;
    const [visitor, followed] = status.data;
    const known = visitor.email || "";
    setIsUser(visitor.is_user);
    setKnownEmail(known);
    setEmail(known);
    setFollowing(shownFollowing(followed[model]?.includes(id) ?? false, known !== "", unsubscribe));
  }, [status.data, model, id, unsubscribe]);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    toggle();
  }

  function toggle(): void {
    acted.current = true;
    if (emailField && !hasEmailShape(email)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const sent = emailField ? email.trim() : false;
    if (!sent && !isUser) return;
    void flight.run(async () => {
      try {
        const answer = await follow.mutate({
          id,
          object: model,
          message_is_follower: following ? "on" : "off",
          email: sent,
        });
        const given = sent || knownEmail;
        setKnownEmail(given);
        setFailure(null);
        setFollowing(shownFollowing(answer, given !== "", unsubscribe));
        setAnnouncement(
          answer ? t("You follow this discussion.") : t("You no longer follow this discussion."),
        );
      } catch (error) {
        if (!isAbort(error))
          setFailure((prev) => ({ message: userMessage(error, t), n: (prev?.n ?? 0) + 1 }));
      }
    });
  }

  const emailLocked = knownEmail !== "" && (following || isUser);
  return (
    <form
      className="weekbox-follow o_no_wait_lazy_js"
      onSubmit={submit}
      noValidate
      data-follow={following ? "on" : "off"}
    >
      <UpgradeScope className="weekbox-upgrade-scope">
        <div className="weekbox-follow-row">
          {emailField && (
            <TextField
              className="weekbox-field weekbox-follow-email"
              type="email"
              name="email"
              value={email}
              onChange={(value) => {
                acted.current = true;
                setEmail(value);
                setInvalid(false);
              }}
              isDisabled={emailLocked}
              isInvalid={invalid}
              validationBehavior="aria"
              maxLength={254}
            >
              <Label className="visually-hidden">{t("Your e-mail")}</Label>
              <Input
                className="weekbox-field-input form-control o_no_wait_lazy_js"
                placeholder={t("your e-mail…")}
                // Enter follows as the button does: on Odoo's pages the browser's implicit submission does not reach the form.
                onKeyDown={(event) => {
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  toggle();
                }}
              />
              <FieldError className="weekbox-field-error">
                {t("Type an e-mail address like name@example.com.")}
              </FieldError>
            </TextField>
          )}
          <Button
            type="submit"
            // Outlined when following: white on the theme's secondary grey reads 3.1:1.
            className={`btn ${following ? "btn-outline-primary" : "btn-primary"} o_no_wait_lazy_js weekbox-follow-button`}
            isPending={flight.busy}
          >
            {following ? t("Unfollow") : t("Follow")}
          </Button>
        </div>
      </UpgradeScope>
      {failure && (
        <Alert key={failure.n} tone="error">
          {failure.message}
        </Alert>
      )}
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </form>
  );
}
