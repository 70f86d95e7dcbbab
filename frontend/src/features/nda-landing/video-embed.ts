/**
 * The /nda intro video's player URL (spec §2: muted, autoplaying, looping, from an external player).
 * Only https is ever embedded. The server sends the configured video's player address (youtube-nocookie.com/embed/ID
 * or player.vimeo.com/video/ID, whose origin its Content-Security-Policy frames, issue 24); YouTube and Vimeo links in
 * their other usual forms are read too. Each becomes that player's address with the parameters for muted autoplay in
 * a loop. Any other address is not embedded (the poster shows): the policy would block its frame.
 */
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_ID = /^[\w-]{6,20}$/;

function youtubeId(url: URL, host: string): string | null {
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (YOUTUBE_HOSTS.has(host)) {
    id = url.pathname === '/watch' ? url.searchParams.get('v') : (/^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? null);
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * `autoplay: false` (a visitor who asked for reduced motion) keeps the player muted and looping but waiting for a
 * press on play.
 */
export function introVideoEmbedUrl(
  configured: string | null | undefined,
  { autoplay = true }: { autoplay?: boolean } = {},
): string | null {
  const raw = configured?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '');

  const youtube = youtubeId(url, host);
  if (youtube) {
    // The privacy-enhanced host: no tracking cookies until the visitor plays with it.
    const embed = new URL(`https://www.youtube-nocookie.com/embed/${youtube}`);
    for (const [key, value] of url.searchParams) if (key !== 'v') embed.searchParams.set(key, value);
    // A single video loops only when it is its own playlist.
    const params = { autoplay: autoplay ? '1' : '0', mute: '1', loop: '1', playlist: youtube, playsinline: '1', rel: '0' };
    for (const [key, value] of Object.entries(params)) embed.searchParams.set(key, value);
    return embed.href;
  }

  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const match = /^\/(?:video\/)?(\d+)(?:\/([0-9a-f]+))?/.exec(url.pathname);
    if (match) {
      const embed = new URL(`https://player.vimeo.com/video/${match[1]}`);
      for (const [key, value] of url.searchParams) embed.searchParams.set(key, value);
      // An unlisted video's hash travels as `h`.
      if (match[2]) embed.searchParams.set('h', match[2]);
      const params = { autoplay: autoplay ? '1' : '0', muted: '1', loop: '1', playsinline: '1' };
      for (const [key, value] of Object.entries(params)) embed.searchParams.set(key, value);
      return embed.href;
    }
  }

  return null;
}
