import { ENGLISH_CATALOGUE } from "@/core/i18n/translation-catalogue";
import { translateWith } from "@/core/i18n/translate";
import {
  CLOCK_REFRESH_MS,
  GROUP_WITHIN_MS,
  HISTORY_MESSAGES,
  NOW_UNDER_MS,
  WINDOW_HEIGHT_FOLDED,
  WINDOW_HEIGHT_OPEN,
} from "../utils/chat-timing";
import { groupMessages, type ChatMessage } from "../utils/message-groups";
import { messageTime } from "../utils/message-time";
import { escapeHtml, textToHtml } from "../utils/text-to-html";

const t = (source: string, values?: Record<string, string | number>) =>
  translateWith(ENGLISH_CATALOGUE, source, values);

const message = (
  id: number,
  at: number,
  authorKey: string | null = "guest-1",
  isNote = false,
): ChatMessage => ({
  id,
  body: `<p>${id}</p>`,
  at,
  authorKey,
  authorName: authorKey ?? "",
  isNote,
});

test("should use the spec's numbers: 400/34 px, groups within 60 s, 'now' under 45 s, a clock every minute, 100 messages", () => {
  expect([
    WINDOW_HEIGHT_OPEN,
    WINDOW_HEIGHT_FOLDED,
    GROUP_WITHIN_MS,
    NOW_UNDER_MS,
    CLOCK_REFRESH_MS,
    HISTORY_MESSAGES,
  ]).toEqual([400, 34, 60_000, 45_000, 60_000, 100]);
});

test("should group an author's messages less than 60 s apart, and nothing across authors or notes", () => {
  const groups = groupMessages([
    message(1, 0),
    message(2, 59_999),
    message(3, 119_998),
    message(4, 179_998 + 1),
    message(5, 180_000, "partner-3"),
    message(6, 181_000, null, true),
    message(7, 182_000, "partner-3"),
  ]);
  expect(groups.map((group) => group.messages.map((m) => m.id))).toEqual([[1, 2, 3], [4], [5], [6], [7]]);
});

test("should say 'now' under 45 s, then minutes, hours, and the date", () => {
  const at = Date.UTC(2026, 10, 28, 12, 0, 0);
  expect(messageTime(at, at + 44_999, t, "en")).toBe("now");
  expect(messageTime(at, at + 45_000, t, "en")).toBe("1 minute ago");
  expect(messageTime(at, at + 3 * 60_000, t, "en")).toBe("3 minutes ago");
  expect(messageTime(at, at + 2 * 3_600_000 + 5, t, "en")).toBe("2 hours ago");
  expect(messageTime(at, at + 2 * 86_400_000, t, "en")).toMatch(/Nov 28, 2026/);
  expect(messageTime(at, at - 5_000, t, "en")).toBe("now");
  expect(messageTime(at, at + 3 * 60_000, t, "fr-BE")).toBe("il y a 3 minutes");
});

test("should send the visitor's text as text: escaped, lines kept, web addresses as links", () => {
  expect(textToHtml('<img src=x onerror="alert(1)"> & co')).toBe(
    "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; co",
  );
  expect(textToHtml("line 1\nline 2\r\nline 3")).toBe("line 1<br>line 2<br>line 3");
  expect(textToHtml("See https://weekbox.example/menu?week=3&day=2.")).toBe(
    'See <a href="https://weekbox.example/menu?week=3&amp;day=2" target="_blank" rel="noreferrer noopener">https://weekbox.example/menu?week=3&amp;day=2</a>.',
  );
  expect(textToHtml("www.weekbox.example")).toBe(
    '<a href="https://www.weekbox.example" target="_blank" rel="noreferrer noopener">www.weekbox.example</a>',
  );
  expect(textToHtml('javascript:alert(1) "https://x.example/a"onclick=1')).toBe(
    'javascript:alert(1) &quot;<a href="https://x.example/a" target="_blank" rel="noreferrer noopener">https://x.example/a</a>&quot;onclick=1',
  );
  expect(escapeHtml(`'"<>&`)).toBe("&#39;&quot;&lt;&gt;&amp;");
});
