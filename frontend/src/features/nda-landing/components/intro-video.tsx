import { AspectRatio, chakra } from '@chakra-ui/react';
import { useMediaQuery } from '@/lib/use-media-query';
import { NDA_STRINGS } from '../strings';
import { introVideoEmbedUrl } from '../video-embed';
import posterSvg from '../assets/nda-intro-poster.svg?raw';

/**
 * Shown when no video is configured: a committed drawing, so the box is never an empty or broken frame. It is the
 * biggest thing on a phone's first screen, so it is drawn inline (under 3 KB of SVG in the page's code) and paints
 * with the page, instead of waiting for an image request that only starts once the page has rendered.
 */
function IntroPoster() {
  return (
    <chakra.span
      role="img"
      aria-label={NDA_STRINGS.posterAlt}
      data-testid="intro-poster"
      css={{ '& svg': { display: 'block', width: '100%', height: '100%' } }}
      // Our own committed file, never customer text.
      dangerouslySetInnerHTML={{ __html: posterSvg }}
    />
  );
}

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
        <IntroPoster />
      )}
    </AspectRatio>
  );
}
