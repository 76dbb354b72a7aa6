import Render

extension Ink {
    /// The ink of a theme colour name (`MemoryTheme.colors`); gray for anything else.
    static func theme(_ name: String) -> Ink {
        switch name {
        case "red": .hueRed
        case "orange": .hueOrange
        case "yellow": .hueYellow
        case "green": .hueGreen
        case "blue": .hueBlue
        case "purple": .huePurple
        case "pink": .huePink
        default: .hueGray
        }
    }
}
