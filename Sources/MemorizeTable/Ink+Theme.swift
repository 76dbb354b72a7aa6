import Render

extension Ink {
    /// The ink of a theme colour name (`MemoryTheme.colors`); gray for anything else.
    static func theme(_ name: String) -> Ink {
        switch name {
        case "red": .themeRed
        case "orange": .themeOrange
        case "yellow": .themeYellow
        case "green": .themeGreen
        case "blue": .themeBlue
        case "purple": .themePurple
        case "pink": .themePink
        default: .themeGray
        }
    }
}
