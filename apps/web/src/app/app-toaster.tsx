import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

// docs/product.md §3: 3 visible, 4000 ms, 356 px wide, 14 px apart, Alt+T to focus.
const TOAST_WIDTH_PX = 356;

export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      richColors
      theme="dark"
      closeButton
      visibleToasts={3}
      duration={4000}
      gap={14}
      hotkey={['altKey', 'KeyT']}
      style={{ '--width': `${TOAST_WIDTH_PX}px` } as CSSProperties}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
