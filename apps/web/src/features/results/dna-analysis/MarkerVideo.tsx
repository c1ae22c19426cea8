import { AnchorButton, H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { markerVideo } from './videoEmbed';

/** The marker's video: embedded from the allowed players, otherwise a link; nothing without one. */
export function MarkerVideo({ url, title }: { url: string | null | undefined; title: string }) {
  const { t } = useTranslation();
  const video = markerVideo(url);
  if (video === null) return null;
  return (
    <section className="marker-video">
      <H4>{t('dnaAnalysis.detail.video')}</H4>
      {video.kind === 'embed' ? (
        <iframe
          src={video.src}
          title={title}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation"
          allow="fullscreen; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <AnchorButton
          variant="minimal"
          intent="primary"
          endIcon="share"
          href={video.href}
          target="_blank"
          rel="noopener noreferrer"
          text={t('dnaAnalysis.detail.videoLink')}
        />
      )}
    </section>
  );
}
