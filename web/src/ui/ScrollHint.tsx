import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';

/** The element that scrolls: a Radix tab list inside, else the wrapper's first child. */
function scroller(root: HTMLElement | null): HTMLElement | null {
  if (!root) return null;
  return root.querySelector<HTMLElement>('.rt-BaseTabList') ?? (root.firstElementChild as HTMLElement | null);
}

/** Which ends of a horizontally scrolling element hide content (1 px of slack for rounding). */
export function hiddenEnds(el: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): { left: boolean; right: boolean } {
  return { left: el.scrollLeft > 1, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
}

/**
 * A row that scrolls sideways when it is too wide (tab bars at 1 024 px and on phones): a fade
 * and an arrow button at each end that hides content, so nothing is cut off without a hint.
 */
export function ScrollHint({ label, children }: { label: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ left: false, right: false });
  const update = useCallback(() => {
    const el = scroller(root.current);
    if (!el) return;
    const next = hiddenEnds(el);
    setEnds((cur) => (cur.left === next.left && cur.right === next.right ? cur : next));
  }, []);
  useEffect(() => {
    const el = scroller(root.current);
    if (!el) return;
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    Array.from(el.children).forEach((child) => observer.observe(child));
    return () => {
      el.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [update]);
  const scrollBy = (direction: -1 | 1) => {
    const el = scroller(root.current);
    el?.scrollBy({ left: direction * Math.max(120, el.clientWidth * 0.6), behavior: 'smooth' });
  };
  return (
    <div ref={root} className="scroll-hint" data-hidden-left={ends.left || undefined} data-hidden-right={ends.right || undefined}>
      {children}
      {ends.left ? (
        <button type="button" className="scroll-hint-arrow scroll-hint-left" aria-label={`Scroll ${label} left`} onClick={() => scrollBy(-1)}>
          <ChevronLeftIcon />
        </button>
      ) : null}
      {ends.right ? (
        <button type="button" className="scroll-hint-arrow scroll-hint-right" aria-label={`Scroll ${label} right`} onClick={() => scrollBy(1)}>
          <ChevronRightIcon />
        </button>
      ) : null}
    </div>
  );
}
