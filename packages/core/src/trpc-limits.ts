/**
 * The most calls one tRPC batch may carry: the server refuses larger batches,
 * so one request cannot run hundreds of procedures (sign-in guesses among
 * them), and the web client splits its batches at the same size.
 */
export const TRPC_MAX_BATCH_SIZE = 10;
