import { AspectRatio, chakra } from '@chakra-ui/react';
import { useMediaQuery } from '@/lib/use-media-query';
import { NDA_STRINGS } from '../strings';
import { introVideoEmbedUrl } from '../video-embed';

/** Shown when no video is configured: a committed image, so the box is never an empty or broken frame. */
export const INTRO_POSTER_SRC = '/images/nda-intro-poster.svg';

/**
 * The hero's intro video (spec §2: muted, autoplaying, looping), in a 16:9 box whose size is known before anything loads, so nothing below it
 * moves. `url` is the site's configured player URL (`site.introVideoUrl`); without a usable https URL the poster
 * image shows instead.
 */
export function IntroVideo({ url }: { url: string | null }) {
  // Moving pictures that start by themselves are what 'reduce motion' asks to avoid: then the player waits.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const src = introVideoEmbedUrl(url, { autoplay: !reducedMotion });
  return (
    <AspectRatio ratio={16 / 9} w="full" borderRadius="xl" overflow="hidden" shadow="lg" bg="blue.900">
      {src ? (
        <chakra.iframe
          data-testid="intro-video"
          src={src}
          title={NDA_STRINGS.videoTitle}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          border="0"
        />
      ) : (
        // A plain img: its width and height attributes stay attributes (the box fills and crops it, object-fit: cover).
        <img src={INTRO_POSTER_SRC} alt={NDA_STRINGS.posterAlt} width={1280} height={720} decoding="async" />
      )}
    </AspectRatio>
  );
}
