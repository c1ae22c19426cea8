// A marker's video is embedded only from two privacy-friendly players over https: YouTube's no-cookie domain and
// Vimeo's player. Common watch links of both are turned into those players; any other https or http URL is offered
// as a plain link (opened in a new tab), anything else is not shown.

export type MarkerVideo = { kind: 'embed'; src: string } | { kind: 'link'; href: string } | null;

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d+$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  const path = url.pathname.split('/').filter(Boolean);
  if (host === 'youtube-nocookie.com' || host === 'youtube.com') {
    if (path[0] === 'embed' && path[1]) return path[1];
    if (host === 'youtube.com' && path[0] === 'watch') return url.searchParams.get('v');
  }
  if (host === 'youtu.be') return path[0] ?? null;
  return null;
}

function vimeoId(url: URL): string | null {
  const path = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com' && path[0] === 'video') return path[1] ?? null;
  if (url.hostname.replace(/^www\./, '') === 'vimeo.com') return path[0] ?? null;
  return null;
}

export function markerVideo(videoUrl: string | null | undefined): MarkerVideo {
  if (!videoUrl) return null;
  let url: URL;
  try {
    url = new URL(videoUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.protocol === 'https:') {
    const youtube = youtubeId(url);
    if (youtube !== null && YOUTUBE_ID.test(youtube))
      return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube}` };
    const vimeo = vimeoId(url);
    if (vimeo !== null && VIMEO_ID.test(vimeo))
      return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo}?dnt=1` };
  }
  return { kind: 'link', href: url.href };
}
