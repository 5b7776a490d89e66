/**
 * Where `/` opens for a signed-in user when the address names no view
 * (docs/product.md §2, §4): admins start in the admin console after login, everyone
 * else in the dashboard. Remembered per login: Use App and Admin update it,
 * sign-out forgets it.
 */
export type StartView = 'admin' | 'dashboard';

const START_VIEW_KEY = 'fanline.start-view';

export function readStartView(): StartView {
  try {
    return localStorage.getItem(START_VIEW_KEY) === 'admin' ? 'admin' : 'dashboard';
  } catch {
    return 'dashboard';
  }
}

export function writeStartView(view: StartView): void {
  try {
    localStorage.setItem(START_VIEW_KEY, view);
  } catch {
    // Without storage an admin simply starts in the dashboard next time.
  }
}

export function forgetStartView(): void {
  try {
    localStorage.removeItem(START_VIEW_KEY);
  } catch {
    /* see writeStartView */
  }
}
