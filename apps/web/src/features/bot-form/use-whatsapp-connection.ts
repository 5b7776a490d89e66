import { whatsappConnectSchema, type WhatsAppConnectInput, type WhatsAppSignupInput } from '@fanline/core';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { errorMessage, fieldErrorsOf } from '../../lib/trpc-errors';
import { toFieldErrors, type FieldErrors } from './bot-view';

export type WhatsAppField = keyof WhatsAppConnectInput;
const WHATSAPP_FIELDS: readonly WhatsAppField[] = ['waba_id', 'phone_number_id', 'access_token'];
/** What the signup view can show a refusal against: the PIN field, and the pop-up's code (start again). */
const SIGNUP_FIELDS: readonly (keyof WhatsAppSignupInput)[] = ['pin', 'code'];

/** What FB.init and FB.login need, where the server offers Meta's Embedded Signup. */
export interface EmbeddedSignupSettings {
  appId: string;
  configId: string;
  graphVersion: string;
}

/** What a connect attempt came to: connected, or the messages to show under the dialog's fields (none when a toast said it). */
export type ConnectOutcome = { connected: true } | { connected: false; errors: FieldErrors };

export interface WhatsAppConnection {
  /** The status has been read at least once (or the query is off). */
  loaded: boolean;
  /** The status could not be read; `retry` asks again. */
  failed: boolean;
  /** The server has WhatsApp's app secret and verify token; without them nothing can be connected. */
  configured: boolean;
  connected: boolean;
  /** The number as WhatsApp shows it ("+1 555-010-4477"). */
  displayPhoneNumber: string | null;
  /** The business name Meta verified for the number. */
  verifiedName: string | null;
  /** Why Meta stopped accepting the token; the creator must connect again with a new one. */
  tokenError: string | null;
  /** Set where the server has a Meta app with Embedded Signup: the dialog offers it first. */
  embeddedSignup: EmbeddedSignupSettings | null;
  connecting: boolean;
  /** The pop-up's code and ids are with the server (exchange, register, connect). */
  signingUp: boolean;
  disconnecting: boolean;
  connect(input: WhatsAppConnectInput): Promise<ConnectOutcome>;
  /** Embedded Signup's end; the PIN is checked by the caller before the pop-up. */
  signup(input: WhatsAppSignupInput): Promise<ConnectOutcome>;
  disconnect(): Promise<boolean>;
  retry(): void;
}

/** The server's verdict as the dialog's field messages; refusals of fields the dialog does not show are left to the toast. */
function dialogErrorsOf(error: unknown, shown: readonly string[]): FieldErrors {
  const errors = toFieldErrors(fieldErrorsOf(error));
  return Object.fromEntries(shown.filter((field) => errors[field]).map((field) => [field, errors[field]]));
}

/**
 * The creator's WhatsApp Business number (one per creator, shared by their
 * WhatsApp bots): its status, and connecting it by pasting the ids and the
 * token Meta shows, or with what Embedded Signup's pop-up returned. The shared
 * schema checks pasted values before the call; Meta's refusal comes back under
 * the field it names, anything else as a toast.
 */
export function useWhatsAppConnection(enabled: boolean): WhatsAppConnection {
  const utils = trpc.useUtils();
  // Read afresh each time the form opens: the token may have failed since.
  const status = trpc.whatsapp.status.useQuery(undefined, { enabled, staleTime: 0, retry: 1 });
  const connectMutation = trpc.whatsapp.connect.useMutation();
  const signupMutation = trpc.whatsapp.signup.useMutation();
  const disconnectMutation = trpc.whatsapp.disconnect.useMutation();

  async function connect(input: WhatsAppConnectInput): Promise<ConnectOutcome> {
    const parsed = whatsappConnectSchema.safeParse(input);
    if (!parsed.success) {
      return { connected: false, errors: toFieldErrors(parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message }))) };
    }
    return settle(connectMutation.mutateAsync(parsed.data), WHATSAPP_FIELDS);
  }

  /** Either flow's end: the number as connected, or the refusal under the fields the dialog shows (else a toast). */
  async function settle(call: Promise<{ display_phone_number: string; verified_name: string }>, shown: readonly string[]): Promise<ConnectOutcome> {
    try {
      const number = await call;
      await status.refetch();
      // The creator's WhatsApp bots can go live now; their cards read the number.
      void utils.bots.list.invalidate();
      toast.success(`WhatsApp connected: ${number.verified_name}`, { description: number.display_phone_number });
      return { connected: true };
    } catch (error) {
      const errors = dialogErrorsOf(error, shown);
      if (Object.keys(errors).length === 0) {
        const detail = errorMessage(error, '');
        toast.error('Failed to connect WhatsApp', detail ? { description: detail } : undefined);
      }
      return { connected: false, errors };
    }
  }

  async function disconnect(): Promise<boolean> {
    try {
      const { message } = await disconnectMutation.mutateAsync();
      toast.success(message);
      await status.refetch();
      void utils.bots.list.invalidate();
      return true;
    } catch (error) {
      const detail = errorMessage(error, '');
      toast.error('Failed to disconnect WhatsApp', detail ? { description: detail } : undefined);
      return false;
    }
  }

  const data = status.data;
  const offered = data?.embedded_signup;
  return {
    loaded: !enabled || data !== undefined || status.isError,
    failed: status.isError && data === undefined,
    configured: data?.configured === true,
    connected: data?.connected === true,
    displayPhoneNumber: data?.display_phone_number ?? null,
    verifiedName: data?.verified_name ?? null,
    tokenError: data?.token_error ?? null,
    embeddedSignup: offered ? { appId: offered.app_id, configId: offered.config_id, graphVersion: offered.graph_version } : null,
    connecting: connectMutation.isPending,
    signingUp: signupMutation.isPending,
    disconnecting: disconnectMutation.isPending,
    connect,
    signup: (input) => settle(signupMutation.mutateAsync(input), SIGNUP_FIELDS),
    disconnect,
    retry: () => void status.refetch(),
  };
}
