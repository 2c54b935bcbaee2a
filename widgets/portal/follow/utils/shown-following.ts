/**
 * What the control shows after the server's answer (spec §4.1): followed, or
 * unfollowed with no e-mail given (none typed, none known for the visitor)
 * while the page came from an unsubscribe link (`?unsubscribe`), which shows
 * the record as followed so that the visitor can type their e-mail and
 * unsubscribe (Odoo's follow.js does the same).
 */
export function shownFollowing(following: boolean, emailGiven: boolean, unsubscribe: boolean): boolean {
  return following || (!emailGiven && unsubscribe);
}
