import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo, odooResult } from "@/core/testing/fake-odoo-fetch";
import {
  AttachmentUploadError,
  type PendingAttachment,
  type UploadAttachmentParams,
} from "../api/upload-attachment";
import { ThreadComposer } from "../components/thread-composer";
import { message, ORDER_THREAD } from "./thread-test-kit";

const POSTED_THREAD = { messages: [message(8)], message_count: 1 };

function renderComposer(upload: (file: File) => Promise<PendingAttachment>) {
  const server = createFakeOdoo({
    "/mail/chatter_post": () =>
      odooResult({ default_message: "", default_message_id: 8, weekbox_thread: POSTED_THREAD }),
    "/portal/attachment/remove": () => odooResult(true),
  });
  const onPosted = jest.fn();
  const uploads: UploadAttachmentParams[] = [];
  render(
    <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
      <ThreadComposer
        thread={ORDER_THREAD}
        onPosted={onPosted}
        upload={(params) => {
          uploads.push(params);
          return upload(params.file);
        }}
      />
    </RpcClientContext.Provider>,
  );
  const paramsOf = (route: string) =>
    server.calls
      .filter((call) => call.url.pathname === route)
      .map((call) => (call.body as { params: Record<string, unknown> }).params);
  return { user: userEvent.setup(), onPosted, uploads, paramsOf };
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

test("should upload a file with the document's token and post it with its access token", async () => {
  let next = 30;
  const { user, onPosted, uploads, paramsOf } = renderComposer(async (file) => ({
    id: ++next,
    name: file.name,
    mimetype: "text/plain",
    access_token: `tk-${next}`,
  }));
  await user.upload(fileInput(), [new File(["a"], "a.txt"), new File(["b"], "b.txt")]);
  await screen.findByRole("button", { name: "Remove b.txt" });
  expect(
    uploads.map((params) => [params.file.name, params.resModel, params.resId, params.accessToken]),
  ).toEqual([
    ["a.txt", "sale.order", 7, "order-token"],
    ["b.txt", "sale.order", 7, "order-token"],
  ]);

  await user.click(screen.getByRole("button", { name: "Remove a.txt" }));
  await waitFor(() =>
    expect(paramsOf("/portal/attachment/remove")).toEqual([{ attachment_id: 31, access_token: "tk-31" }]),
  );
  // A file alone is a message.
  await user.click(screen.getByRole("button", { name: "Send" }));
  await waitFor(() =>
    expect(onPosted).toHaveBeenCalledWith({
      messages: [expect.objectContaining({ id: 8 })],
      message_count: 1,
    }),
  );
  expect(paramsOf("/mail/chatter_post")).toEqual([
    {
      res_model: "sale.order",
      res_id: 7,
      token: "order-token",
      message: "",
      attachment_ids: [32],
      attachment_tokens: ["tk-32"],
      weekbox_thread: { limit: 10 },
    },
  ]);
  expect(screen.queryByRole("list", { name: "Files to send" })).not.toBeInTheDocument();
});

test("should say which file could not be attached and keep the rest", async () => {
  const { user } = renderComposer(async (file) => {
    if (file.name === "big.bin") throw new AttachmentUploadError(413);
    return { id: 40, name: file.name, mimetype: "text/plain", access_token: "tk" };
  });
  await user.type(screen.getByRole("textbox", { name: "Your message" }), "See attached");
  await user.upload(fileInput(), [new File(["x"], "big.bin"), new File(["y"], "ok.txt")]);
  expect(await screen.findByRole("alert")).toHaveTextContent("The file big.bin could not be attached.");
  await screen.findByRole("button", { name: "Remove ok.txt" });
  expect(screen.getByRole("textbox", { name: "Your message" })).toHaveValue("See attached");
});
