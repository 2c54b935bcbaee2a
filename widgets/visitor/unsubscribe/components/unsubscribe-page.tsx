import { useState } from "react";
import { Checkbox } from "react-aria-components/Checkbox";
import { useCall, useSingleFlight } from "@/core/data/use-mutation";
import { useTranslate } from "@/core/i18n/use-translate";
import { Button } from "@/ui/button";
import type { UnsubscribeProps } from "../unsubscribe-props";

type Outcome = "saved" | "failed" | null;

/**
 * The page a mailing's unsubscribe link opens (spec §2.9, §7.5, §8.5): the
 * e-mail, the mailing, and one checkbox per list the recipient is on or may
 * join. Opening it changes nothing (Odoo 17 unsubscribes on GET, so mail
 * scanners following links unsubscribe people): the visitor confirms with
 * "Unsubscribe". "Save" sends the opt-in and opt-out sets. Every call carries
 * the link's token, checked by the server each time.
 */
export function UnsubscribePage(props: UnsubscribeProps) {
  const t = useTranslate();
  const call = useCall();
  const flight = useSingleFlight();
  const [subscribed, setSubscribed] = useState(
    () => new Set(props.lists.filter((list) => list.subscribed).map((list) => list.id)),
  );
  const [unsubscribed, setUnsubscribed] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const recipient = {
    mailing_id: props.mailingId,
    document_id: props.documentId,
    email: props.email,
    hash_token: props.hashToken,
  };
  const mailingLists = props.lists.filter((list) => props.mailingListIds.includes(list.id));
  const leaving = mailingLists.filter((list) => subscribed.has(list.id));

  /** Sends the lists to keep or join and to leave; true when Odoo took them. */
  async function update(optIn: number[], optOut: number[]): Promise<boolean> {
    try {
      const answer = await call("/mailing/list/update", {
        ...recipient,
        lists_optin_ids: optIn,
        lists_optout_ids: optOut,
      });
      return typeof answer === "number";
    } catch {
      return false;
    }
  }

  async function unsubscribe(): Promise<void> {
    setOutcome(null);
    let done: boolean;
    if (props.onLists) {
      const optOut = leaving.map((list) => list.id);
      done = await update([], optOut);
      if (done) setSubscribed((current) => new Set([...current].filter((id) => !optOut.includes(id))));
    } else {
      done = await call("/mailing/blocklist/add", recipient).then(
        (answer) => answer === true,
        () => false,
      );
    }
    setUnsubscribed(done);
    setOutcome(done ? "saved" : "failed");
  }

  async function save(): Promise<void> {
    setOutcome(null);
    const ids = props.lists.map((list) => list.id);
    const done = await update(
      ids.filter((id) => subscribed.has(id)),
      ids.filter((id) => !subscribed.has(id)),
    );
    setOutcome(done ? "saved" : "failed");
  }

  const canUnsubscribe =
    props.mailingId !== null && !unsubscribed && (props.onLists ? leaving.length > 0 : !props.blocklisted);
  return (
    <div className="weekbox-unsubscribe">
      <h1 className="o_page_header">{t("Mailing subscriptions")}</h1>
      <dl className="weekbox-unsubscribe-recipient">
        {props.email && (
          <>
            <dt>{t("E-mail")}</dt>
            <dd>{props.email}</dd>
          </>
        )}
        {props.mailingName && (
          <>
            <dt>{t("Mailing")}</dt>
            <dd>{props.mailingName}</dd>
          </>
        )}
      </dl>
      {props.blocklisted && (
        <p>
          {t("Your e-mail address is on our block list: you will not hear from us, whatever your lists.")}
        </p>
      )}
      {canUnsubscribe && (
        <section className="weekbox-unsubscribe-confirm">
          <p>
            {props.onLists
              ? t("Stop receiving the mailings of {lists}?", {
                  lists: leaving.map((list) => list.name).join(", "),
                })
              : t("Stop receiving our mailings at this address?")}
          </p>
          <Button isPending={flight.busy} onPress={() => void flight.run(unsubscribe)}>
            {t("Unsubscribe")}
          </Button>
        </section>
      )}
      {props.lists.length > 0 ? (
        <form
          className="weekbox-unsubscribe-lists o_no_wait_lazy_js"
          onSubmit={(event) => {
            event.preventDefault();
            void flight.run(save);
          }}
        >
          <fieldset>
            <legend>{t("Your mailing lists")}</legend>
            {props.lists.map((list) => (
              <Checkbox
                key={list.id}
                className="weekbox-checkbox weekbox-unsubscribe-list"
                isSelected={subscribed.has(list.id)}
                isDisabled={props.blocklisted}
                onChange={(checked) =>
                  setSubscribed((current) => {
                    const next = new Set(current);
                    if (checked) next.add(list.id);
                    else next.delete(list.id);
                    return next;
                  })
                }
              >
                <span className="weekbox-checkbox-box" aria-hidden="true">
                  {subscribed.has(list.id) ? "✓" : ""}
                </span>
                {list.name}
              </Checkbox>
            ))}
          </fieldset>
          <Button type="submit" variant="secondary" isPending={flight.busy} isDisabled={props.blocklisted}>
            {t("Save")}
          </Button>
        </form>
      ) : (
        <p>{t("You are not on any of our mailing lists.")}</p>
      )}
      <div role="status" className="weekbox-unsubscribe-outcome">
        {outcome === "saved" && <p className="text-success">{t("Your changes have been saved.")}</p>}
        {outcome === "failed" && (
          <p className="text-danger">{t("Your changes have not been saved, try again later.")}</p>
        )}
      </div>
    </div>
  );
}
