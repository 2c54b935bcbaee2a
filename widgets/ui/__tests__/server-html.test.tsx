import { render } from "@testing-library/react";
import { serverHtml } from "@/ui/server-html";

test("should render server HTML as text, allowed tags and safe links only", () => {
  (window as { __xss?: unknown }).__xss = undefined;
  const { container } = render(
    <div>
      {serverHtml(
        `<p>Hello <b>you</b><img src=x onerror="__xss=1"><script>__xss=2</script></p>` +
          `<a href="javascript:__xss=3">bad</a><a href="https://example.com/x">good</a><style>p{}</style>`,
      )}
    </div>,
  );
  expect(container.querySelector("img, script, style")).toBeNull();
  expect(container.querySelector("b")).toHaveTextContent("you");
  expect(container.textContent).toBe("Hello youbadgood");
  const links = container.querySelectorAll("a");
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute("href", "https://example.com/x");
  expect((window as { __xss?: unknown }).__xss).toBeUndefined();
});
