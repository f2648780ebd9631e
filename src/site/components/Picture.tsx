/**
 * An image from the data: local file, explicit width and height (the browser reserves the box: no layout shift).
 * Below-the-fold images load lazily; the hero passes `priority`.
 */
import type { Image } from './types';

export function Picture({ image, className = '', priority = false, eager = false, decorative = false }: {
  image: Image;
  className?: string;
  /** The page's main image (LCP): eager, high fetch priority. */
  priority?: boolean;
  /** Above the fold but not the main image: eager only. */
  eager?: boolean;
  /** The image repeats what the text says: hide it from assistive tech. */
  decorative?: boolean;
}) {
  return (
    <img
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
