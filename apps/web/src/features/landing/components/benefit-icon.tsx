export type BenefitIconName = 'collect' | 'transfer' | 'redeem' | 'offers';

const PATHS: Record<BenefitIconName, string> = {
  collect:
    'M4 7.5A2.5 2.5 0 0 1 6.5 5h11A2.5 2.5 0 0 1 20 7.5v9a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 16.5zM15 11h5v3h-5a1.5 1.5 0 0 1 0-3zM7 5l8-2 1 2',
  transfer: 'M4 12l16-8-6 16-2.5-6.5zM11.5 13.5 20 4',
  redeem: 'M6 21V4M6 4l12 4.5L6 13M12 21h6',
  offers: 'M3.5 12.5l8-8H20v8.5l-8 8zM15.5 8.5h.01',
};

/** The small line icon of a front-page benefit block. */
export function BenefitIcon({ name }: { name: BenefitIconName }) {
  return (
    <svg
      className="benefit__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
