/// The colours cards are drawn in, as the player chose them.
///
/// The standard red, green and purple; a palette safe for the common colour-vision
/// deficiencies (Okabe and Ito's orange, bluish green and reddish purple, with each card's
/// colour spelled out by a letter or its name as well, where hues would still be confused);
/// and high contrast (the brightest colours, bold, on every ink, the named hues too).
public enum CardPalette: String, CaseIterable, Codable, Sendable, Hashable {
    case standard
    case colorSafe = "color-safe"
    case highContrast = "high-contrast"

    /// The palette's name for the player: the name `--palette` and `settings.json` take,
    /// so that what the screen says is what the player types.
    public var title: String { rawValue }

    /// What the palette is, in a few words.
    public var detail: String {
        switch self {
        case .standard: "red, green and purple"
        case .colorSafe: "orange, bluish green, reddish purple"
        case .highContrast: "the brightest colours, bold"
        }
    }
}
