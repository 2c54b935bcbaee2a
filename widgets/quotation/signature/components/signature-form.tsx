import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button } from "react-aria-components/Button";
import { FieldError } from "react-aria-components/FieldError";
import { Input } from "react-aria-components/Input";
import { Label } from "react-aria-components/Label";
import { TextField } from "react-aria-components/TextField";
import { useCall } from "@/core/data/use-mutation";
import { useTranslate } from "@/core/i18n/use-translate";
import { goTo, reloadPage } from "@/core/page/page-navigation";
import { isAbort, userMessage } from "@/core/rpc/rpc-errors";
import type { SignatureFormProps } from "../signature-form-props";
import { isBlankPad, padPngBase64, writeNameOnPad } from "../utils/pad-image";
import { SignaturePad, type SignaturePadHandle } from "./signature-pad";

type Status =
  { kind: "idle" } | { kind: "sending" } | { kind: "error"; message: string } | { kind: "signed" };

/**
 * The quotation's signature (spec §2.4, §4.1, §5.1): a name (required) and a
 * drawing (not blank), drawn on the pad or written from the name for whoever
 * cannot draw. Invalid fields are marked and nothing is sent; while sending
 * the button waits; a refusal re-enables it with the server's reason; once
 * signed, a message replaces the pad and the button, and the page follows
 * Odoo's answer (its redirect_url, or a reload).
 */
export function SignatureForm({ orderId, accessToken, defaultName, sendLabel }: SignatureFormProps) {
  const t = useTranslate();
  const call = useCall();
  const pad = useRef<SignaturePadHandle>(null);
  const root = useRef<HTMLDivElement>(null);
  const [name, setName] = useState(defaultName);
  const [nameInvalid, setNameInvalid] = useState(false);
  const [padInvalid, setPadInvalid] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const sending = status.kind === "sending";

  async function submit() {
    if (sending || status.kind === "signed") return;
    const canvas = pad.current?.canvas();
    const noName = !name.trim();
    const blank = !canvas || isBlankPad(canvas);
    setNameInvalid(noName);
    setPadInvalid(blank);
    if (noName || blank || !canvas) return;
    setStatus({ kind: "sending" });
    try {
      const result = await call("/my/orders/accept", {
        order_id: orderId,
        name: name.trim(),
        signature: padPngBase64(canvas),
        ...(accessToken ? { access_token: accessToken } : {}),
      });
      if (result.error) {
        setStatus({ kind: "error", message: result.error });
        return;
      }
      setStatus({ kind: "signed" });
      if (result.force_refresh) {
        if (result.redirect_url) goTo(result.redirect_url);
        else reloadPage();
      }
    } catch (failure) {
      if (!isAbort(failure)) setStatus({ kind: "error", message: userMessage(failure, t) });
    }
  }
  const submitRef = useRef(submit);
  useLayoutEffect(() => {
    submitRef.current = submit;
  });

  // The pad sits in Odoo's accept form: Enter in the name field submits that
  // form, which sends the signature here instead of posting the page.
  useEffect(() => {
    const form = root.current?.closest("form");
    if (!form) return;
    const onSubmit = (event: Event) => {
      event.preventDefault();
      void submitRef.current();
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, []);

  if (status.kind === "signed") {
    return (
      <div ref={root} className="weekbox-signature-form">
        <div className="alert alert-success" role="status">
          {t("Thank you! Your signature has been received.")}
        </div>
      </div>
    );
  }

  return (
    <div ref={root} className="weekbox-signature-form">
      <TextField
        className="mb-3"
        value={name}
        onChange={(value) => {
          setName(value);
          if (value.trim()) setNameInvalid(false);
        }}
        isRequired
        isInvalid={nameInvalid}
        validationBehavior="aria"
      >
        <Label className="form-label">{t("Full name")}</Label>
        <Input className={`form-control${nameInvalid ? " is-invalid" : ""}`} autoComplete="name" />
        <FieldError className="invalid-feedback d-block">{t("Please enter your name.")}</FieldError>
      </TextField>
      <div className="d-flex justify-content-between align-items-end mb-1">
        <span className="form-label mb-0" id={`weekbox_signature_label_${orderId}`}>
          {t("Draw your signature")}
        </span>
        <div className="d-flex gap-2">
          <Button
            className="btn btn-link btn-sm p-0 o_no_wait_lazy_js"
            isDisabled={sending}
            onPress={() => {
              const canvas = pad.current?.canvas();
              if (!name.trim()) {
                setNameInvalid(true);
                return;
              }
              if (canvas) writeNameOnPad(canvas, name.trim());
              setPadInvalid(false);
            }}
          >
            {t("Sign with my name")}
          </Button>
          <Button
            className="btn btn-link btn-sm p-0 o_no_wait_lazy_js"
            isDisabled={sending}
            onPress={() => pad.current?.clear()}
          >
            {t("Clear")}
          </Button>
        </div>
      </div>
      <SignaturePad
        ref={pad}
        label={t("Signature pad")}
        invalid={padInvalid}
        describedBy={padInvalid ? `weekbox_signature_error_${orderId}` : undefined}
        onDraw={() => setPadInvalid(false)}
      />
      {padInvalid ? (
        <div id={`weekbox_signature_error_${orderId}`} className="invalid-feedback d-block">
          {t("Please sign in the box above.")}
        </div>
      ) : null}
      {status.kind === "error" ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {status.message}
        </div>
      ) : null}
      <div className="text-end mt-3">
        <Button
          type="button"
          className="btn btn-primary o_portal_sign_submit o_no_wait_lazy_js"
          isDisabled={sending}
          onPress={() => void submit()}
        >
          <span className="fa fa-check me-1" aria-hidden="true" />
          {sending ? t("Signing…") : sendLabel}
        </Button>
      </div>
    </div>
  );
}
