// The visitor's message is text: Odoo's /mail/message/post takes HTML, so the
// text is escaped, its line breaks become <br> and its web addresses links
// (http(s) only, opened in a new tab without telling the page who opened it).

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than an address ("see https://x.be."). */
const TRAILING = /[.,;:!?)\]}]+$/;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function link(address: string): string {
  const href = /^www\./i.test(address) ? `https://${address}` : address;
  return `<a href="${escapeHtml(href)}" target="_blank" rel="noreferrer noopener">${escapeHtml(address)}</a>`;
}

export function textToHtml(text: string): string {
  let html = "";
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    const address = match[0].replace(TRAILING, "");
    html += escapeHtml(text.slice(from, match.index)) + link(address);
    from = match.index + address.length;
  }
  html += escapeHtml(text.slice(from));
  return html.replace(/\r\n|\r|\n/g, "<br>");
}
