import { useState } from "react";
import { FileTrigger } from "react-aria-components/FileTrigger";
import { Label } from "react-aria-components/Label";
import { TextArea } from "react-aria-components/TextArea";
import { TextField } from "react-aria-components/TextField";
import { Button as AriaButton } from "react-aria-components/Button";
import { readOdooSessionInfo } from "@/core/page/odoo-session-info";
import { useCall, useSingleFlight } from "@/core/data/use-mutation";
import { useTranslate } from "@/core/i18n/use-translate";
import type { RouteResult } from "@/core/rpc/route-map";
import { isAbort, userMessage } from "@/core/rpc/rpc-errors";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { uploadAttachment, type PendingAttachment } from "../api/upload-attachment";
import { threadAccess, threadAfterPost } from "../hooks/use-thread";
import type { PortalThreadProps } from "../portal-thread-props";
import type { StarValue } from "../utils/rating-labels";
import { StarInput } from "./star-input";

/** The first page and rating stats /mail/chatter_post answers with the message. */
export type PostedThread = NonNullable<RouteResult<"/mail/chatter_post">>["weekbox_thread"];

export type ThreadComposerProps = {
  thread: PortalThreadProps;
  /** After a message is posted, with the thread as the post answered it: it shows page 1 again. */
  onPosted: (thread: PostedThread | undefined) => void;
  /** Tests give their own upload (jsdom has no multipart server). */
  upload?: typeof uploadAttachment;
};

/**
 * The new message: text, files (uploaded at once, as Odoo's composer does)
 * and, on a thread with ratings, stars. Nothing typed or attached is lost
 * when the server refuses: the refusal shows above the Send button.
 */
export function ThreadComposer({ thread, onPosted, upload = uploadAttachment }: ThreadComposerProps) {
  const t = useTranslate();
  const call = useCall();
  const flight = useSingleFlight();
  const [text, setText] = useState("");
  // The thread's default rating (Odoo 17's composer: 4 stars): a review sent
  // without touching the stars has it.
  const [rating, setRating] = useState<StarValue>(thread.defaultRating);
  const [attachments, setAttachments] = useState<PendingAttachment[]>([]);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const isEmpty = text.trim() === "" && attachments.length === 0;

  async function addFiles(files: FileList | null): Promise<void> {
    setError(null);
    for (const file of Array.from(files ?? [])) {
      setUploading((count) => count + 1);
      try {
        const uploaded = await upload({
          file,
          resModel: thread.resModel,
          resId: thread.resId,
          accessToken: thread.token,
          csrfToken: readOdooSessionInfo().csrfToken,
        });
        setAttachments((current) => [...current, uploaded]);
      } catch {
        setError(t("The file {name} could not be attached.", { name: file.name }));
      } finally {
        setUploading((count) => count - 1);
      }
    }
  }

  function removeAttachment(attachment: PendingAttachment): void {
    setAttachments((current) => current.filter((item) => item.id !== attachment.id));
    // Odoo drops a pending file itself later: a failed removal changes nothing for the visitor.
    call("/portal/attachment/remove", {
      attachment_id: attachment.id,
      access_token: attachment.access_token,
    }).catch(() => undefined);
  }

  function send(): void {
    if (isEmpty) {
      setError(t("Write a message or attach a file first."));
      return;
    }
    void flight.run(async () => {
      setError(null);
      try {
        const answer = await call("/mail/chatter_post", {
          ...threadAccess(thread),
          message: text,
          ...(attachments.length
            ? {
                attachment_ids: attachments.map((item) => item.id),
                attachment_tokens: attachments.map((item) => item.access_token),
              }
            : {}),
          ...(thread.displayRating ? { rating_value: rating } : {}),
          weekbox_thread: threadAfterPost(thread),
        });
        setText("");
        setAttachments([]);
        setRating(thread.defaultRating);
        onPosted(answer?.weekbox_thread);
      } catch (failure) {
        if (!isAbort(failure)) {
          setError(t("Your message could not be posted: {reason}", { reason: userMessage(failure, t) }));
        }
      }
    });
  }

  return (
    <form
      className="weekbox-thread-composer o_no_wait_lazy_js"
      aria-label={t("Write a message")}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {thread.displayRating && <StarInput value={rating} onChange={setRating} isDisabled={flight.busy} />}
      <TextField
        className="weekbox-thread-textfield"
        value={text}
        onChange={setText}
        isDisabled={flight.busy}
      >
        <Label className="visually-hidden">{t("Your message")}</Label>
        <TextArea className="form-control" rows={4} placeholder={t("Write a message...")} />
      </TextField>
      {attachments.length > 0 && (
        <ul className="weekbox-thread-pending" aria-label={t("Files to send")}>
          {attachments.map((attachment) => (
            <li key={attachment.id}>
              <span>{attachment.name}</span>
              <AriaButton
                className="weekbox-thread-pending-remove o_no_wait_lazy_js"
                aria-label={t("Remove {name}", { name: attachment.name })}
                onPress={() => removeAttachment(attachment)}
                isDisabled={flight.busy}
              >
                ×
              </AriaButton>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <div className="weekbox-thread-composer-actions">
        <FileTrigger allowsMultiple onSelect={(files) => void addFiles(files)}>
          <Button
            variant="secondary"
            className="weekbox-button o_no_wait_lazy_js"
            isPending={uploading > 0}
            isDisabled={flight.busy}
          >
            {t("Attach a file")}
          </Button>
        </FileTrigger>
        <Button
          type="submit"
          className="weekbox-button o_no_wait_lazy_js"
          isPending={flight.busy}
          isDisabled={uploading > 0}
        >
          {t("Send")}
        </Button>
      </div>
    </form>
  );
}
