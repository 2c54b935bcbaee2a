import { useState, type FormEvent } from "react";
import { useCall } from "@/core/data/use-mutation";
import { useTranslate } from "@/core/i18n/use-translate";
import { isAbort, userMessage } from "@/core/rpc/rpc-errors";

/**
 * A short link's code, editable by its creator (spec §2.9, §5.5, §8.5): the
 * pencil opens the code in a field; OK sends it (an empty one is refused
 * here, 'The code cannot be left empty'; a taken one by the server, 'This
 * code is already taken'), Cancel or Escape gives the code back.
 */
export function CodeEditor({
  host,
  code,
  canEdit,
  onChanged,
}: {
  host: string;
  code: string;
  canEdit: boolean;
  onChanged: (code: string) => void;
}) {
  const t = useTranslate();
  const call = useCall();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(code);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const cancel = () => {
    setEditing(false);
    setDraft(code);
    setError(null);
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const next = draft.trim();
    if (!next) {
      setError(t("The code cannot be left empty"));
      return;
    }
    if (next === code) {
      cancel();
      return;
    }
    setBusy(true);
    try {
      const [changed] = await call("/website_links/add_code", { init_code: code, new_code: next });
      setEditing(false);
      setError(null);
      onChanged(changed!.code);
    } catch (failure) {
      if (!isAbort(failure)) setError(userMessage(failure, t));
    } finally {
      setBusy(false);
    }
  }

  if (!editing) {
    return (
      <span className="o_weekbox_link_code d-inline-flex align-items-center gap-2">
        <span className="o_website_links_short_url">
          <span className="text-muted">{host}</span>
          <span className="fw-bold">{code}</span>
        </span>
        {canEdit && (
          <button
            type="button"
            className="btn btn-link btn-sm p-0 o_no_wait_lazy_js"
            aria-label={t("Edit code")}
            title={t("Edit code")}
            onClick={() => {
              setDraft(code);
              setEditing(true);
            }}
          >
            <i className="fa fa-pencil" aria-hidden="true" />
          </button>
        )}
      </span>
    );
  }
  return (
    <form
      className="o_weekbox_link_code_form d-inline-flex flex-wrap align-items-center gap-2"
      onSubmit={submit}
    >
      <span className="text-muted">{host}</span>
      <input
        className={`form-control form-control-sm w-auto${error ? " is-invalid" : ""}`}
        aria-label={t("Code")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "weekbox_link_code_error" : undefined}
        value={draft}
        maxLength={64}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => event.key === "Escape" && cancel()}
      />
      <button type="submit" className="btn btn-sm btn-primary o_no_wait_lazy_js" disabled={busy}>
        {t("OK")}
      </button>
      <button type="button" className="btn btn-sm btn-link o_no_wait_lazy_js" onClick={cancel}>
        {t("Cancel")}
      </button>
      {error && (
        <span id="weekbox_link_code_error" className="text-danger fw-bold w-100" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
