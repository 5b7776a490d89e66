import { useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { createServerConnection, ServerConnectionContext } from '../lib/server-connection';

export function App({ createRouter }: { createRouter(): DataRouter }) {
  // Created once per mounted app rather than at import time, so tests can mount fresh instances.
  // The connection fetches the server code (tRPC, react-query) only when a part that needs it renders.
  const [server] = useState(createServerConnection);
  const [router] = useState(createRouter);

  return (
    <ServerConnectionContext value={server}>
      <RouterProvider router={router} />
    </ServerConnectionContext>
  );
}
