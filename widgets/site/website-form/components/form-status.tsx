import type { RefObject } from "react";

export type FormStatus = { kind: "invalid" | "error" | "success"; message: string };

type FormStatusAreaProps = {
  status: FormStatus | null;
  alertRef: RefObject<HTMLSpanElement | null>;
  statusRef: RefObject<HTMLSpanElement | null>;
};

/**
 * The form's status (spec §4.1) in Odoo's result area: a success in a polite
 * status region, a refusal in an alert region; both regions are always there
 * so screen readers hear what comes in.
 */
export function FormStatusArea({ status, alertRef, statusRef }: FormStatusAreaProps) {
  const failed = status && status.kind !== "success";
  return (
    <>
      <span
        ref={alertRef}
        role="alert"
        tabIndex={-1}
        className={failed ? "weekbox-form-status text-danger" : "weekbox-form-status"}
        data-status={failed ? status.kind : undefined}
      >
        {failed && (
          <>
            <span className="fa fa-close me-1" aria-hidden="true" />
            {status.message}
          </>
        )}
      </span>
      <span
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={status?.kind === "success" ? "weekbox-form-status text-success" : "weekbox-form-status"}
        data-status={status?.kind === "success" ? "success" : undefined}
      >
        {status?.kind === "success" && (
          <>
            <span className="fa fa-check me-1" aria-hidden="true" />
            {status.message}
          </>
        )}
      </span>
    </>
  );
}
