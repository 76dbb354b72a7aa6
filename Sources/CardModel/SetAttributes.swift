/// The colour printed on a Set card.
public enum SetColor: Int, CaseIterable, Sendable, Hashable {
    case red, green, purple

    /// The word used in the status line and in monochrome mode.
    public var name: String {
        switch self {
        case .red: "red"
        case .green: "green"
        case .purple: "purple"
        }
    }
}

/// How the shapes on a Set card are filled.
public enum SetShading: Int, CaseIterable, Sendable, Hashable {
    case solid, striped, open

    public var name: String {
        switch self {
        case .solid: "solid"
        case .striped: "striped"
        case .open: "open"
        }
    }
}

/// The shape printed on a Set card.
public enum SetShape: Int, CaseIterable, Sendable, Hashable {
    case diamond, oval, squiggle

    public var name: String {
        switch self {
        case .diamond: "diamond"
        case .oval: "oval"
        case .squiggle: "squiggle"
        }
    }
}
