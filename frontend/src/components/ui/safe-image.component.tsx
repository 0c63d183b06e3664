// Catalogue picture (a URL or an image data URL from the catalogue entry), loaded lazily; a failed load still shows an
// 'Image Unavailable' placeholder instead.
import { useState } from 'react';
import { Icon } from './icon.component';

interface SafeImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

export function SafeImage({ src, alt, width, height, className }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (failedSrc === src) {
    return (
      <div className={`image-fallback ${className ?? ''}`} role="img" aria-label={alt || 'Image unavailable'}>
        <Icon name="image" size={32} className="image-fallback__icon" />
        <span>Image Unavailable</span>
      </div>
    );
  }

  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
    />
  );
}
