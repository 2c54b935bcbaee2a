// The newsletter blocks as website_mass_mailing's snippets save them.

export function subscribeForm(listId: number): string {
  return `<div class="s_newsletter_subscribe_form s_newsletter_list js_subscribe" data-list-id="${listId}">
    <div class="input-group">
      <input type="email" name="email" class="js_subscribe_value form-control" placeholder="your email..."/>
      <a role="button" href="#" class="btn btn-primary js_subscribe_btn o_submit">Subscribe</a>
      <a role="button" href="#" class="btn btn-success js_subscribed_btn d-none o_submit" disabled="disabled">Thanks</a>
    </div>
  </div>`;
}

/** A newsletter block (its list on the block) holding the form; returns the form. */
export function newsletterBlock(listId: number): HTMLElement {
  const block = document.createElement("section");
  block.className = "s_newsletter_block s_newsletter_list";
  block.dataset.snippet = "s_newsletter_block";
  block.dataset.listId = String(listId);
  block.innerHTML = `<div class="container">${subscribeForm(0)}</div>`;
  document.body.append(block);
  return block.querySelector<HTMLElement>(".js_subscribe")!;
}

export function newsletterPopup(
  listId: number,
  { title = "Weekly news", delay = "1000", display = "afterDelay", days = "" } = {},
): HTMLElement {
  const popup = document.createElement("div");
  popup.className = "s_popup o_newsletter_popup o_snippet_invisible";
  popup.id = `popup-${listId}`;
  // (Bootstrap's CSS hides the editor's modal: inline here, jsdom has no stylesheet.)
  popup.innerHTML = `<div class="modal fade s_popup_middle o_newsletter_modal" style="display: none" data-show-after="${delay}" data-display="${display}"${
    days ? ` data-consents-duration="${days}"` : ""
  } tabindex="-1" role="dialog">
    <div class="modal-dialog d-flex"><div class="modal-content oe_structure">
      <div class="s_popup_close js_close_popup o_not_editable" aria-label="Close">×</div>
      <section class="s_text_block"><div class="container"><h2>${title}</h2>${subscribeForm(listId)}</div></section>
    </div></div>
  </div>`;
  document.body.append(popup);
  return popup;
}
