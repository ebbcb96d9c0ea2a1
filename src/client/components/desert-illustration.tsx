import { cn } from '@/lib/utils';

/** Hero art: a taco truck under a setting desert sun, with a palm, a saguaro and string lights. */
export function DesertIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 560 440"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={cn('block h-full w-full', className)}
    >
      <defs>
        <linearGradient id="ve-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fef3e2" />
          <stop offset="0.7" stopColor="#fbd6ad" />
          <stop offset="1" stopColor="#f7c08f" />
        </linearGradient>
        <g id="ve-fronds">
          <path d="M0 0 Q-37 -22 -67 15 Q-32 -5 0 6 Z" fill="#0f766e" />
          <path d="M0 0 Q-30 -40 -52 -42 Q-22 -30 -2 4 Z" fill="#14877d" />
          <path d="M0 0 Q38 -20 64 16 Q33 -4 0 6 Z" fill="#0f766e" />
          <path d="M0 0 Q28 -42 53 -44 Q24 -28 2 4 Z" fill="#14877d" />
          <path d="M0 0 Q-4 -40 8 -58 Q6 -30 4 2 Z" fill="#115e59" />
        </g>
      </defs>

      <rect width="560" height="440" fill="url(#ve-sky)" />
      <circle cx="300" cy="160" r="104" fill="#fde3b8" opacity="0.7" />
      <circle cx="300" cy="160" r="70" fill="#fbb863" />
      <path d="M112 84 q7 -7 14 0 q7 -7 14 0" fill="none" stroke="#8a6a55" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M160 62 q5 -5 10 0 q5 -5 10 0" fill="none" stroke="#8a6a55" strokeWidth="2" strokeLinecap="round" />

      <path
        d="M0 250 L70 190 L120 220 L190 150 L260 215 L320 178 L400 235 L470 185 L560 245 V340 H0 Z"
        fill="#eab28a"
      />
      <path
        d="M0 300 L60 262 L130 290 L210 248 L300 295 L380 268 L470 300 L560 266 V350 H0 Z"
        fill="#d58a5d"
      />
      <path d="M0 330 Q140 312 280 330 T560 326 V440 H0 Z" fill="#f3dcb6" />

      <g fill="#4d7c5a">
        <rect x="44" y="262" width="20" height="98" rx="10" />
        <rect x="24" y="276" width="13" height="40" rx="6.5" />
        <rect x="24" y="303" width="28" height="13" rx="6.5" />
        <rect x="71" y="290" width="13" height="32" rx="6.5" />
        <rect x="56" y="309" width="28" height="13" rx="6.5" />
      </g>

      <path
        d="M500 372 C496 300 505 240 492 182"
        fill="none"
        stroke="#7c4a2d"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <use href="#ve-fronds" x="492" y="180" />

      <ellipse cx="300" cy="366" rx="180" ry="10" fill="#3b2418" opacity="0.15" />

      <rect x="136" y="230" width="248" height="112" rx="14" fill="#0f766e" />
      <path d="M380 262 H430 Q448 262 453 282 L460 318 V342 H380 Z" fill="#0d8a80" />
      <path d="M392 272 H428 Q438 272 441 286 L445 304 H392 Z" fill="#cfeae6" />
      <rect x="136" y="322" width="324" height="10" fill="#b4441a" />
      <rect x="160" y="256" width="160" height="54" rx="6" fill="#fff7ea" />
      <circle cx="244" cy="280" r="10" fill="#8a3214" />
      <path d="M226 310 Q228 292 244 292 Q260 292 262 310 Z" fill="#8a3214" />
      <rect x="152" y="308" width="176" height="8" rx="3" fill="#ecdcc4" />
      <rect x="154" y="238" width="172" height="14" fill="#b4441a" />
      <path
        d="M154 252 q10.75 12 21.5 0 q10.75 12 21.5 0 q10.75 12 21.5 0 q10.75 12 21.5 0 q10.75 12 21.5 0 q10.75 12 21.5 0 q10.75 12 21.5 0 q10.75 12 21.5 0 Z"
        fill="#b4441a"
      />
      <g fill="#fdf8f1">
        <rect x="175.5" y="238" width="21.5" height="14" />
        <rect x="218.5" y="238" width="21.5" height="14" />
        <rect x="261.5" y="238" width="21.5" height="14" />
        <rect x="304.5" y="238" width="21.5" height="14" />
      </g>

      <rect x="214" y="224" width="6" height="8" fill="#3b2418" />
      <rect x="290" y="224" width="6" height="8" fill="#3b2418" />
      <rect x="196" y="196" width="118" height="32" rx="9" fill="#fdf8f1" stroke="#b4441a" strokeWidth="3" />
      <path d="M232 220 a23 23 0 0 1 46 0 Z" fill="#f59e0b" />
      <path d="M236 214 l5 -5 l5 5 l5 -5 l5 5 l5 -5 l5 5 l5 -5 l4 4" fill="none" stroke="#15803d" strokeWidth="3" strokeLinejoin="round" />
      <path d="M232 220 H278" stroke="#b4441a" strokeWidth="2" />

      <circle cx="196" cy="344" r="22" fill="#2b1d15" />
      <circle cx="196" cy="344" r="9" fill="#ecdcc4" />
      <circle cx="412" cy="344" r="22" fill="#2b1d15" />
      <circle cx="412" cy="344" r="9" fill="#ecdcc4" />

      <path d="M382 234 Q440 266 497 214" fill="none" stroke="#6b5446" strokeWidth="1.5" />
      <circle cx="400" cy="246" r="5" fill="#f59e0b" />
      <circle cx="420" cy="253" r="5" fill="#fdf8f1" />
      <circle cx="440" cy="254" r="5" fill="#d9622b" />
      <circle cx="460" cy="248" r="5" fill="#fde68a" />
      <circle cx="479" cy="236" r="5" fill="#5eead4" />

      <path d="M0 392 Q160 372 320 392 T560 384 V440 H0 Z" fill="#ecc996" />
    </svg>
  );
}

/** A slim banner of the same scene: sky, sun and the valley's mountains. */
export function DesertBanner({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 100"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      className={cn('block h-full w-full', className)}
    >
      <defs>
        <linearGradient id="ve-banner-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fef3e2" />
          <stop offset="1" stopColor="#fbd6ad" />
        </linearGradient>
      </defs>
      <rect width="480" height="100" fill="url(#ve-banner-sky)" />
      <circle cx="330" cy="62" r="46" fill="#fde3b8" opacity="0.8" />
      <circle cx="330" cy="62" r="30" fill="#fbb863" />
      <path d="M0 70 L60 38 L110 58 L170 22 L240 60 L300 40 L370 66 L430 34 L480 56 V100 H0 Z" fill="#eab28a" />
      <path d="M0 88 L70 64 L140 82 L220 60 L300 86 L380 70 L480 84 V100 H0 Z" fill="#d58a5d" />
      <path d="M0 100 V94 Q120 86 240 94 T480 92 V100 Z" fill="#f3dcb6" />
    </svg>
  );
}
