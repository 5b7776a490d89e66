import type { RouterOutputs } from '@fanline/api';

/** A broadcast as the API returns it (the services' BroadcastView). */
export type BroadcastView = RouterOutputs['broadcasts']['get'];
