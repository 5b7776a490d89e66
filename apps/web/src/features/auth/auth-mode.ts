export type AuthMode = 'signin' | 'signup';

/** Titles from docs/product.md §3; the description avoids the words of the submit buttons on purpose. */
export const AUTH_MODE_COPY: Record<AuthMode, { title: string; description: string; submit: string; pending: string }> = {
  signin: {
    title: 'Welcome Back',
    description: 'Pick up right where your bots left off.',
    submit: 'Sign In',
    pending: 'Signing in…',
  },
  signup: {
    title: 'Join Fanline',
    description: 'Build your first AI chatbot in minutes. Free to start, no card required.',
    submit: 'Create Account',
    pending: 'Creating account…',
  },
};
