/** One page of a searched list, and how many rows the whole search matched (the X-Total-Count). */
export interface ListPage<T> {
  items: T[];
  total: number;
}
