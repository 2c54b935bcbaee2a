import type { MatchedText } from "@/core/rpc/routes/catalogue-routes";

export type MatchedLabelProps = {
  text: MatchedText;
  className?: string;
};

/** A suggestion's text, the searched words in <mark> — text only, never parsed as HTML. */
export function MatchedLabel({ text, className }: MatchedLabelProps) {
  return (
    <span className={className}>
      {text.parts.map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </span>
  );
}
