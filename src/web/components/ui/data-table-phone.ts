/**
 * Below md a DataTable's rows become cards, one under the other, so no list scrolls sideways on a
 * phone. It is the same table restyled, not a second copy: rows, cells and their accessible names
 * stay as they are at every width, and nothing is rendered twice.
 *
 * A card is a two-column grid: the title with the badge beside it, then the details one per line
 * as "Header value", then the actions.
 */

/** Where a column goes on a phone card. */
export type PhoneSlot = "title" | "badge" | "detail" | "actions" | "hidden";

/** The frame around the table scrolls on desktops only; on phones the cards are the frame. */
export const PHONE_CONTAINER =
  "max-md:overflow-visible max-md:rounded-none max-md:border-0 max-md:bg-transparent";

export const PHONE_TABLE = "max-md:block";

/** The headers stay for screen readers; a card names each detail itself. */
export const PHONE_HEADER = "max-md:sr-only";

// The desktop table drops the last row's border; on phones every card keeps all four.
export const BODY = "md:[&_tr:last-child]:border-0 max-md:flex max-md:flex-col max-md:gap-2";

export const PHONE_ROW =
  "max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:items-start max-md:gap-x-3 max-md:gap-y-1.5 max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-4 max-md:shadow-sm";

const CELL = "max-md:block max-md:min-w-0 max-md:px-0 max-md:py-0";

/** A cell that spans the card: a message, a placeholder. */
export const PHONE_WIDE_CELL = `${CELL} max-md:col-span-2`;

// Grid items are placed in `order`, so the title and badge lead whatever the column order.
const SLOT_CELL: Record<PhoneSlot, string> = {
  title: `${CELL} max-md:order-[-2] max-md:font-medium max-md:text-slate-900`,
  badge: `${CELL} max-md:order-[-1] max-md:justify-self-end`,
  detail: `${PHONE_WIDE_CELL} max-md:flex max-md:gap-3 max-md:text-sm max-md:before:w-28 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-sans max-md:before:font-medium max-md:before:uppercase max-md:before:leading-5 max-md:before:tracking-wide max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]`,
  actions: `${PHONE_WIDE_CELL} max-md:order-last max-md:border-t max-md:border-slate-100 max-md:pt-2 max-md:empty:hidden`,
  hidden: "max-md:hidden",
};

export const phoneCell = (slot: PhoneSlot) => SLOT_CELL[slot];
