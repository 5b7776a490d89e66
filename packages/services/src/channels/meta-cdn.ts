/**
 * Where Meta keeps the files of Instagram DMs and WhatsApp messages: its CDNs
 * (fbcdn.net, cdninstagram.com, and fbsbx.com for WhatsApp's media URLs),
 * over https. A file's URL names one of these hosts or a subdomain.
 */
const META_CDN_HOSTS = ['fbcdn.net', 'cdninstagram.com', 'fbsbx.com'];

/** Whether a fan's file (or a redirect from it) is on Meta's CDN, or at one of the extra origins the process trusts. */
export function isMetaCdnUrl(url: URL, extraOrigins: readonly string[] = []): boolean {
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && META_CDN_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
