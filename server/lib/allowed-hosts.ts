import net from 'node:net';

/**
 * The host names this instance answers to: APP_URL's, and ALLOWED_HOSTS' extra names. A request
 * for any other name is refused (421): a page on an attacker's domain that rebinds its DNS to this
 * server (DNS rebinding) sends its own name as Host, and would otherwise reach registration and
 * sign-in from inside the student's network. IP addresses and `localhost` are always served (no
 * domain can rebind to them by name), so a laptop's LAN address keeps working.
 */
export function allowedHosts(appUrl: string, extra: readonly string[] = []): ReadonlySet<string> {
  return new Set([new URL(appUrl).hostname, ...extra].map(normalise));
}

function normalise(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

/** Whether a request's host name (without port) is one this instance answers to. */
export function isAllowedHost(hostname: string, allowed: ReadonlySet<string>): boolean {
  const name = normalise(hostname);
  return name === '' || name === 'localhost' || net.isIP(name) !== 0 || allowed.has(name);
}
