import { describe, expect, it } from 'vitest';
import { APP_SCREEN_PATHS, PUBLIC_PAGES } from '@fanline/core';
import { createAppRoutes } from './router';

describe('the app routes', () => {
  it('are the addresses the server answers 200 for (core public-pages.ts), and a Not Found page for the rest', () => {
    const paths = (createAppRoutes()[0]?.children ?? []).map((route) => route.path);
    const known = [...PUBLIC_PAGES.map((page) => page.path), ...APP_SCREEN_PATHS];
    expect(paths.filter((p) => p !== '*').sort()).toEqual(known.sort());
    expect(paths).toContain('*');
  });
});
