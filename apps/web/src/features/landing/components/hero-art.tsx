/** The front page's picture: a green with its flag and a voucher card. Decorative only. */
export function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#dff3e6" />
          <stop offset="1" stopColor="#f6fbf7" />
        </linearGradient>
        <linearGradient id="hero-card" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#eef6f0" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" rx="28" fill="url(#hero-sky)" />
      <circle cx="392" cy="70" r="34" fill="#f4c542" opacity="0.85" />
      <path
        d="M0 250c90-60 200-70 300-40s150 20 180 0v122a28 28 0 0 1-28 28H28a28 28 0 0 1-28-28z"
        fill="#8fcca4"
      />
      <path
        d="M0 290c120-40 250-30 340-5s120 10 140 0v47a28 28 0 0 1-28 28H28a28 28 0 0 1-28-28z"
        fill="#3c9a62"
      />
      <ellipse cx="330" cy="262" rx="58" ry="14" fill="#2f8452" />
      <ellipse cx="344" cy="262" rx="6" ry="2.5" fill="#17391f" />
      <path d="M344 262V150" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
      <path d="M346 152l44 16-44 16z" fill="#e0483e" />
      <circle cx="300" cy="300" r="11" fill="#ffffff" />
      <g transform="rotate(-8 150 170)">
        <rect x="58" y="92" width="200" height="124" rx="16" fill="url(#hero-card)" stroke="#cfe3d6" />
        <rect x="58" y="92" width="200" height="38" rx="16" fill="#17603a" />
        <rect x="58" y="114" width="200" height="16" fill="#17603a" />
        <rect x="76" y="106" width="84" height="10" rx="5" fill="#ffffff" opacity="0.9" />
        <rect x="76" y="146" width="120" height="10" rx="5" fill="#b9d3c2" />
        <rect x="76" y="166" width="80" height="10" rx="5" fill="#d6e6db" />
        <rect x="186" y="176" width="56" height="26" rx="13" fill="#f4c542" />
        <path d="M204 189h20" stroke="#17391f" strokeWidth="4" strokeLinecap="round" />
      </g>
    </svg>
  );
}
