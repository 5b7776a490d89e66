/** What WhatsApp's Embedded Signup needs from Meta's JavaScript SDK, and nothing more. */
export interface FacebookSdk {
  init(params: { appId: string; autoLogAppEvents: boolean; xfbml: boolean; version: string }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: FacebookLoginOptions): void;
}

/** FB.login's answer: with `response_type: 'code'`, the code for the server's exchange; none when the pop-up was closed. */
export interface FacebookLoginResponse {
  authResponse?: { code?: string | null } | null;
  status?: string;
}

export interface FacebookLoginOptions {
  config_id: string;
  response_type: 'code';
  override_default_response_type: true;
  extras: { setup: Record<string, never>; featureType: string; sessionInfoVersion: string };
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

/** The SDK's address as Meta's Embedded Signup guide gives it; the API's Content-Security-Policy allows this host only where signup is offered. */
const SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';
/** A script that neither loads nor fails (a stalled network) is given up on after this; the paste form is still there. */
const LOAD_TIMEOUT_MS = 20_000;

export interface FacebookSdkSettings {
  appId: string;
  graphVersion: string;
}

let loading: Promise<FacebookSdk> | null = null;
let loaded: FacebookSdk | null = null;

/** The SDK if it has already loaded and been initialised on this page, so a reopened dialog is ready at once. */
export function loadedFacebookSdk(): FacebookSdk | null {
  return loaded;
}

/**
 * Meta's SDK, loaded once per page and initialised for the app. It is fetched
 * only when the signup view first shows, so creators who never connect
 * WhatsApp never load Meta's script. A failed load (an extension blocking it,
 * no network) is forgotten, so the next attempt tries again.
 */
export function loadFacebookSdk(settings: FacebookSdkSettings): Promise<FacebookSdk> {
  loading ??= insertSdk(settings).then(
    (sdk) => (loaded = sdk),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function insertSdk({ appId, graphVersion }: FacebookSdkSettings): Promise<FacebookSdk> {
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail("Meta's SDK did not load in time"), LOAD_TIMEOUT_MS);
    // Set before the script is inserted: the SDK calls it once it has loaded.
    window.fbAsyncInit = () => {
      window.clearTimeout(timer);
      const sdk = window.FB;
      if (!sdk) return fail("Meta's SDK loaded without FB");
      sdk.init({ appId, autoLogAppEvents: true, xfbml: false, version: graphVersion });
      resolve(sdk);
    };
    const script = document.createElement('script');
    script.async = true;
    script.defer = true;
    script.crossOrigin = 'anonymous';
    script.src = SDK_URL;
    script.onerror = () => {
      script.remove();
      fail("Meta's SDK could not be loaded");
    };
    document.body.append(script);
  });
}
