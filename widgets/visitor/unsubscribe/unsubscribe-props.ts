import * as v from "valibot";

const id = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * `data-props` of the mailing subscriptions page (website_mass_mailing_widget.unsubscribe_form,
 * mass_mailing's /mailing/<id>/unsubscribe and /mailing/my): who the link is
 * for (its mailing, document, e-mail and token; none on /mailing/my, for a
 * logged-in user) and their lists.
 */
export const unsubscribeProps = v.object({
  mailingId: v.nullable(id),
  documentId: v.nullable(id),
  email: v.nullable(v.string()),
  hashToken: v.nullable(v.string()),
  /** The mailing's subject ("" on /mailing/my). */
  mailingName: v.string(),
  /** The mailing went to mailing lists (else to documents: unsubscribing blocklists the address). */
  onLists: v.boolean(),
  /** The mailing's lists the recipient is on: what "Unsubscribe" leaves. */
  mailingListIds: v.array(id),
  /** The recipient's lists, and the public lists they may join. */
  lists: v.array(v.object({ id, name: v.string(), subscribed: v.boolean() })),
  /** The address is blocklisted: nothing is sent to it, whatever the lists. */
  blocklisted: v.boolean(),
});

export type UnsubscribeProps = v.InferOutput<typeof unsubscribeProps>;
