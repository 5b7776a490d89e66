import { useCallback } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(', ');

/**
 * A scrolling box with nothing focusable inside can't be scrolled from the
 * keyboard (WCAG 2.1.1; axe's scrollable-region-focusable), e.g. a dialog of
 * figures and charts taller than the screen. The returned ref makes the box a
 * tab stop only while it overflows and holds nothing tabbable, as Chromium
 * does by itself for plain scrollers, so forms keep their tab order.
 */
export function useKeyboardScrollable<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    if (!element) return;
    const update = () => {
      const needsStop = element.scrollHeight > element.clientHeight + 1 && element.querySelector(TABBABLE) === null;
      if (needsStop) element.tabIndex = 0;
      else element.removeAttribute('tabindex');
    };
    const resize = new ResizeObserver(update);
    resize.observe(element);
    const mutations = new MutationObserver(update);
    mutations.observe(element, { childList: true, subtree: true });
    update();
    return () => {
      resize.disconnect();
      mutations.disconnect();
    };
  }, []);
}
