/** The robot at the end of the Autonomy track: the A.I., free to keep its beliefs. */
export function RobotIcon() {
  return (
    <svg className="be-robot" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <line x1="16" y1="2.5" x2="16" y2="7" />
      <circle cx="16" cy="2.5" r="1.6" />
      <rect x="5" y="7" width="22" height="17" rx="4" />
      <circle className="be-robot__eye" cx="11.5" cy="14.5" r="2.6" />
      <circle className="be-robot__eye" cx="20.5" cy="14.5" r="2.6" />
      <path d="M11 20h10" />
      <path d="M2 13v5M30 13v5" />
      <path d="M10 24v4h12v-4" />
    </svg>
  );
}
