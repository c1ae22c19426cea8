import { describe, expect, it } from 'vitest';
import { markerVideo } from './videoEmbed';

describe('marker video', () => {
  it('embeds the no-cookie YouTube player and Vimeo over https', () => {
    expect(markerVideo('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(markerVideo('https://player.vimeo.com/video/76979871')).toEqual({
      kind: 'embed',
      src: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
  });

  it('turns watch links into the privacy-friendly players', () => {
    expect(markerVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(markerVideo('https://youtu.be/dQw4w9WgXcQ')?.kind).toBe('embed');
    expect(markerVideo('https://vimeo.com/76979871')?.kind).toBe('embed');
  });

  it('only links other addresses, and shows nothing for other schemes', () => {
    expect(markerVideo('http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toEqual({
      kind: 'link',
      href: 'http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(markerVideo('https://example.com/video.mp4')?.kind).toBe('link');
    expect(markerVideo('https://www.youtube-nocookie.com/embed/bad"id')?.kind).toBe('link');
    expect(markerVideo('javascript:alert(1)')).toBeNull();
    expect(markerVideo('')).toBeNull();
    expect(markerVideo(null)).toBeNull();
  });
});
