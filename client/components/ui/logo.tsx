import { useId, type SVGProps } from 'react';

/**
 * The StudyPilot mark (same drawing as favicon.svg) as inline SVG, so headers need no image
 * request. Decorative: pair it with the visible product name. A `className` replaces the default
 * `h-8 w-8` (so give a size with it); no cn() here keeps tailwind-merge off the landing page.
 */
export function LogoMark({ className = 'h-8 w-8', ...props }: SVGProps<SVGSVGElement>) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className} {...props}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M9 21l7-12 7 12-7-3z" fill="#fff" />
    </svg>
  );
}
