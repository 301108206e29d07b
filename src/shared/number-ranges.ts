import { z } from "zod";

/**
 * The bounds every numeric input is checked against before it reaches a column. A number the
 * column cannot hold fails the statement (a 500), and one it can hold but the product cannot use
 * fails later, where nobody sees it (a send slot 10^308 seconds away, a bonus that overflows).
 */

/** The largest PostgreSQL `integer`, so also the largest id any row can have. */
export const MAX_INTEGER_COLUMN = 2_147_483_647;

/** Message limits and bonuses: far more than anyone texts, far from overflowing a counter. */
export const MAX_MESSAGE_COUNT = 1_000_000;

/** "1,000,000": limits read more easily with separators, on any locale. */
export function formatLimit(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export const atMostMessage = (max: number) => `Must be at most ${formatLimit(max)}`;

/**
 * A number in a JSON body, sent as a number or as a form's text, then checked by `rule` (bounds on
 * the coerced number). Coercion alone would read `true` as 1 and `null`, `[]` or `false` as 0, so
 * anything but a number or text is refused first; `message` is for that and for text that is no
 * number.
 */
export const numberFromBody = <Rule extends z.ZodType<number, string | number>>(
  message: string,
  rule: (number: z.ZodCoercedNumber<string | number>) => Rule,
) => z.union([z.number(), z.string()], { message }).pipe(rule(z.coerce.number<string | number>({ message })));

/**
 * The id of a row sent in a body or query string (an advertiser, a prompt version): a whole
 * number from 1 to MAX_INTEGER_COLUMN. Larger ones name no row and could not be compared with the
 * column, so they are refused with `notFoundMessage` as a 400 on the field. The range is checked
 * first: 2^63 is whole too, but past what int() calls safe, and its first message is the one shown.
 */
export const rowIdSchema = (invalidMessage: string, notFoundMessage: string) =>
  numberFromBody(invalidMessage, (number) =>
    number.max(MAX_INTEGER_COLUMN, notFoundMessage).int(invalidMessage).positive(invalidMessage),
  );
