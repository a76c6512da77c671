/** The reunion mark: a mortarboard over "05", drawn inline so it needs no request. */
export function ReunionLogo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="#0b5d3b" />
      <path d="M24 9 6 17l18 8 18-8-18-8Z" fill="#f4c542" />
      <path d="M13 21v6c0 2.5 5 5 11 5s11-2.5 11-5v-6l-11 5-11-5Z" fill="#ffffff" />
      <path d="M40 18v9" stroke="#f4c542" strokeWidth="2" strokeLinecap="round" />
      <text
        x="24"
        y="43"
        textAnchor="middle"
        fontSize="9"
        fontWeight="700"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
      >
        2005J
      </text>
    </svg>
  );
}
