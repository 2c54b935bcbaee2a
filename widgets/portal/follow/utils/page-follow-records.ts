import * as v from "valibot";
import { websiteFollowProps } from "../website-follow-props";

export type FollowRecords = Record<string, number[]>;

/**
 * Every follow control's record on the page, `{model: [ids]}` sorted, with
 * `own` in it: each control asks `/website_mail/is_follower` with this same
 * map, so the page's query cache sends one call for all of them.
 */
export function pageFollowRecords(
  own: { model: string; id: number },
  root: ParentNode = document,
): FollowRecords {
  const records = new Map<string, Set<number>>([[own.model, new Set([own.id])]]);
  for (const element of root.querySelectorAll<HTMLElement>('[data-widget="website-follow"][data-props]')) {
    const parsed = v.safeParse(websiteFollowProps, parseJson(element.dataset.props ?? ""));
    if (!parsed.success) continue;
    const ids = records.get(parsed.output.model) ?? new Set<number>();
    ids.add(parsed.output.id);
    records.set(parsed.output.model, ids);
  }
  return Object.fromEntries(
    [...records.keys()].sort().map((model) => [model, [...(records.get(model) ?? [])].sort((a, b) => a - b)]),
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
