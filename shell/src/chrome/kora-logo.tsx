/**
 * The Kora logo drawn in the page: an `<img>` of an SVG file costs the browser a document of its own
 * (parsed, styled and laid out apart), which the first load of every page paid twice, header and footer.
 */
export function KoraLogo({ label }: { label: string }) {
  return (
    <svg
      className="kora-logo"
      xmlns="http://www.w3.org/2000/svg"
      width="112"
      height="32"
      viewBox="0 0 112 32"
      role="img"
      aria-label={label}
    >
      <circle cx="16" cy="16" r="14" fill="#f59e0b" />
      <path
        d="M16 5v22M11 8v16M21 8v16M7 12v8M25 12v8"
        stroke="#0a0f1e"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <text
        x="38"
        y="23"
        fill="#f1f5f9"
        fontFamily="Segoe UI, system-ui, sans-serif"
        fontSize="21"
        fontWeight="700"
        letterSpacing="1"
      >
        KORA
      </text>
    </svg>
  );
}
