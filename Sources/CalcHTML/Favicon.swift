/// The site icon, `/favicon.svg`: a calculator drawn in SVG (a body, a display, three rows of keys and `=`).
public enum Favicon {
    /// The text of `/favicon.svg`.
    public static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
        <rect x="4" y="1" width="24" height="30" rx="4" fill="#1f2937"/>
        <rect x="7" y="4" width="18" height="7" rx="1.5" fill="#e5e7eb"/>
        <g fill="#f9fafb">
        <rect x="7" y="14" width="4" height="4" rx="1"/><rect x="14" y="14" width="4" height="4" rx="1"/>
        <rect x="7" y="20" width="4" height="4" rx="1"/><rect x="14" y="20" width="4" height="4" rx="1"/>
        <rect x="7" y="26" width="4" height="3" rx="1"/><rect x="14" y="26" width="4" height="3" rx="1"/>
        </g>
        <rect x="21" y="14" width="4" height="4" rx="1" fill="#1d4ed8"/>
        <rect x="21" y="20" width="4" height="9" rx="1" fill="#b45309"/>
        </svg>

        """
}
