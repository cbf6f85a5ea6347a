import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cn } from '@client/lib/utils';

interface VirtualListProps<T> {
  items: readonly T[];
  /** A stable key per item (its id). */
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** A first guess at one row's height in px; rows are measured once drawn. */
  estimateSize: number;
  /** Items per row (a grid): rows of `columns` items are virtualised together. */
  columns?: number;
  /** Gap between rows and columns, in px. */
  gap?: number;
  /** Called when the last rows come into view, to fetch the next page. */
  onEndReached?: () => void;
  /** Accessible name of the list. */
  label: string;
  className?: string;
  /** Rows drawn beyond the viewport on each side. */
  overscan?: number;
  /**
   * The element that scrolls the list, when it is not the page (a side panel with its own
   * scrollbar). Fixed for the list's lifetime; without it the list scrolls with the window.
   */
  getScrollElement?: () => HTMLElement | null;
}

/**
 * A list that draws only the rows near the viewport (TanStack Virtual, scrolling with the page), so
 * thousands of notes or cards scroll smoothly. Rows keep list semantics (role list/listitem with aria-setsize
 * and aria-posinset; the row wrappers are generic), so screen readers still hear "item 120 of 5,000"; keyboard focus moves through
 * the drawn rows, and the virtualiser draws more as focus scrolls the page.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  return props.getScrollElement ? <ElementVirtualList {...props} getScrollElement={props.getScrollElement} /> : <WindowVirtualList {...props} />;
}

/** The virtualiser's options for rows of `columns` items, shared by the window and element modes. */
function rowOptions<T>({ items, estimateSize, columns = 1, gap = 12, overscan = 6, getKey }: VirtualListProps<T>, scrollMargin: number) {
  return {
    count: Math.ceil(items.length / columns),
    estimateSize: () => estimateSize,
    overscan,
    gap,
    scrollMargin,
    getItemKey: (row: number) => {
      const first = items[row * columns];
      return first === undefined ? row : getKey(first);
    },
  };
}

function WindowVirtualList<T>(props: VirtualListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) setOffset(el.getBoundingClientRect().top + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer(rowOptions(props, offset));
  return <VirtualRows {...props} listRef={listRef} virtualizer={virtualizer} />;
}

function ElementVirtualList<T>(props: VirtualListProps<T> & { getScrollElement: () => HTMLElement | null }) {
  const { getScrollElement } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);

  // Where the list starts inside its scroll container (a heading or filters may come first).
  useLayoutEffect(() => {
    const el = listRef.current;
    const scroller = getScrollElement();
    if (el && scroller) setOffset(el.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop);
  }, [getScrollElement]);

  const virtualizer = useVirtualizer({ ...rowOptions(props, offset), getScrollElement });
  return <VirtualRows {...props} listRef={listRef} virtualizer={virtualizer} />;
}

function VirtualRows<T, S extends Element | Window>({
  items,
  getKey,
  renderItem,
  columns = 1,
  gap = 12,
  onEndReached,
  label,
  className,
  listRef,
  virtualizer,
}: VirtualListProps<T> & { listRef: RefObject<HTMLDivElement | null>; virtualizer: Virtualizer<S, Element> }) {
  const rowCount = Math.ceil(items.length / columns);
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows[rows.length - 1]?.index ?? -1;

  useEffect(() => {
    if (onEndReached && rowCount > 0 && lastRow >= rowCount - 3) onEndReached();
  }, [lastRow, rowCount, onEndReached]);

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className={cn('relative w-full', className)}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const rowItems = items.slice(row.index * columns, row.index * columns + columns);
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute left-0 top-0 grid w-full"
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap,
            }}
          >
            {rowItems.map((item, i) => {
              const index = row.index * columns + i;
              return (
                <div key={getKey(item)} role="listitem" aria-setsize={items.length} aria-posinset={index + 1} className="min-w-0">
                  {renderItem(item, index)}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
