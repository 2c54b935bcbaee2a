import { lazy, Suspense, useState } from "react";
import { Switch } from "react-aria-components/Switch";
import { useRouteMutation, useSingleFlight } from "@/core/data/use-mutation";
import { useTranslate } from "@/core/i18n/use-translate";
import { isAbort } from "@/core/rpc/rpc-errors";
import type { PublishableRecord } from "../website-publish-props";

// Only a refusal opens it: its dialog code comes then.
const PublishErrorDialog = lazy(() =>
  import("./publish-error-dialog").then((module) => ({ default: module.PublishErrorDialog })),
);

export type PublishSwitchProps = {
  record: PublishableRecord;
  /** Told the state the server answered (the bar marks the page with it). */
  onPublishedChange: (published: boolean) => void;
};

/**
 * Published ↔ Unpublished (spec §4.1): the switch shows what the server
 * answered, never what was asked; one toggle at a time; a refusal opens the
 * dialog saying why.
 */
export function PublishSwitch({ record, onPublishedChange }: PublishSwitchProps) {
  const t = useTranslate();
  const [published, setPublished] = useState(record.published);
  const [failure, setFailure] = useState<unknown>(null);
  const publish = useRouteMutation("/website/publish");
  const flight = useSingleFlight();

  function toggle(): void {
    void flight.run(async () => {
      try {
        const answer = await publish.mutate({ id: record.id, object: record.model });
        setPublished(answer);
        onPublishedChange(answer);
      } catch (error) {
        if (!isAbort(error)) setFailure(error);
      }
    });
  }

  return (
    <>
      <Switch
        className="weekbox-publish-switch o_no_wait_lazy_js"
        isSelected={published}
        onChange={toggle}
        // Not disabled while on its way: a disabled switch would drop the keyboard's focus.
        data-busy={flight.busy || undefined}
      >
        <span className="weekbox-publish-track" aria-hidden="true">
          <span className="weekbox-publish-thumb" />
        </span>
        {/* Its name stays "Published" (the switch says on or off); the state is written for the eye. */}
        <span className="weekbox-publish-label" aria-hidden="true">
          {published ? t("Published") : t("Unpublished")}
        </span>
        <span className="visually-hidden">{t("Published: {name}", { name: record.name })}</span>
      </Switch>
      {failure !== null && (
        <Suspense fallback={null}>
          <PublishErrorDialog
            error={failure}
            backOfficeUrl={record.backOfficeUrl}
            onClose={() => setFailure(null)}
          />
        </Suspense>
      )}
    </>
  );
}
