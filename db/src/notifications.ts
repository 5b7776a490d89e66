import pg from 'pg';

/** Postgres NOTIFY channel for deploy, undeploy, toggle and token changes, and for runners joining, leaving or handing bots over; the runner LISTENs to it. */
export const BOT_CHANGES_CHANNEL = 'fanline_bot_changes';

/** Postgres NOTIFY channel for new and changed messages, takeovers, reads and broadcast progress (triggers of migration 20261126010000). */
export const INBOX_CHANNEL = 'fanline_inbox';

export interface Listener {
  close(): Promise<void>;
}

/** Opens a dedicated connection that LISTENs on a channel and calls back with each payload. */
export async function listenForNotifications(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onError: (error: Error) => void = () => {},
): Promise<Listener> {
  // TCP keep-alive: a connection that died silently (a NAT, a failover) errors instead of listening to nothing.
  const client = new pg.Client({ connectionString, application_name: 'fanline-listener', keepAlive: true });
  client.on('notification', (msg) => {
    if (msg.channel === channel) onNotify(msg.payload ?? '');
  });
  client.on('error', onError);
  let closing = false;
  client.on('end', () => {
    if (!closing) onError(new Error('The listening connection ended'));
  });
  await client.connect();
  await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  return {
    close: () => {
      closing = true;
      return client.end();
    },
  };
}
