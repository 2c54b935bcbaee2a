import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LinkStatistics } from "../components/link-statistics";
import type { LinkStatisticsProps } from "../link-statistics-props";

const none = { clicks: 0, by_date: [], by_country: [] };
const props: LinkStatisticsProps = {
  link: {
    id: 4,
    url: "https://weekbox.example/shop",
    title: "Shop",
    short_url: "https://weekbox.example/r/Ab3",
    short_url_host: "https://weekbox.example/r/",
    code: "Ab3",
    redirected_url: "https://weekbox.example/shop?utm_campaign=Spring",
    campaign_id: [1, "Spring"],
    medium_id: false,
    source_id: false,
    can_edit_code: true,
  },
  statistics: {
    all: {
      clicks: 3,
      by_date: [
        { date: "2026-01-29", count: 1 },
        { date: "2026-03-13", count: 2 },
      ],
      by_country: [
        { country: "Belgium", count: 2 },
        { country: "France", count: 1 },
      ],
    },
    last_30_days: {
      clicks: 2,
      by_date: [{ date: "2026-03-13", count: 2 }],
      by_country: [{ country: "Belgium", count: 2 }],
    },
    last_7_days: none,
  },
};

test("should show the clicks of each period in its tab, and no data for a period without", async () => {
  const user = userEvent.setup();
  render(<LinkStatistics {...props} />);
  expect(screen.getByRole("tab", { name: "All Time" })).toHaveAttribute("aria-selected", "true");
  expect(await screen.findByRole("img", { name: "Clicks by date" })).toBeInTheDocument();
  expect(screen.getByRole("img", { name: "Clicks by country" })).toBeInTheDocument();
  expect(screen.getByRole("table", { name: "Clicks by country" })).toHaveTextContent("Belgium2");
  // Shares with 2 decimals where fractional.
  expect(screen.getByText("(66.67 %)")).toBeInTheDocument();
  await user.click(screen.getByRole("tab", { name: "Last 30 Days" }));
  expect(screen.getByRole("tabpanel")).toHaveTextContent("2 clicks");
  await user.keyboard("{ArrowRight}");
  expect(screen.getByRole("tab", { name: "Last 7 Days" })).toHaveFocus();
  expect(screen.getByRole("status")).toHaveTextContent("There is no data to show");
  expect(screen.queryByRole("img", { name: "Clicks by date" })).not.toBeInTheDocument();
  expect(screen.getByText("Spring")).toBeInTheDocument();
});
