import CardModel
import Render
import TerminalIO

/// The form that adds or edits one of the player's Memorize themes.
struct ThemeEditor: Equatable {
    enum Field: Int, CaseIterable { case name, emoji, pairs, color }

    enum Action: Equatable { case stay, save, cancel }

    /// The name of the theme being edited, or nil for a new theme.
    let original: String?
    var name: String
    var emoji: [String]
    var pairs: Int
    var colorIndex: Int
    var field: Field = .name
    /// What is wrong with the last thing typed or with the theme, for the player.
    var problem: String?
    /// The emoji field's typing: what it could not take and why.
    var emojiTyping = EmojiTyping()

    static let maximumNameLength = 24

    init(editing theme: MemoryTheme?) {
        original = theme?.name
        name = theme?.name ?? ""
        emoji = theme?.emoji ?? []
        pairs = min(max(theme?.pairs ?? MemoryTheme.minimumPairs, 0), MemoryTheme.maximumEmoji)
        colorIndex = theme.flatMap { MemoryTheme.colors.firstIndex(of: $0.color) } ?? 4
    }

    var theme: MemoryTheme {
        MemoryTheme(
            name: name.trimmingCharacters(in: .whitespaces), emoji: emoji,
            pairs: min(max(pairs, MemoryTheme.minimumPairs), max(MemoryTheme.minimumPairs, emoji.count)),
            color: MemoryTheme.colors[colorIndex])
    }

    mutating func handle(_ key: Key) -> Action {
        problem = nil
        // What was refused stays on show while the player types on in the emoji field.
        if case .character = key, field == .emoji {
        } else {
            emojiTyping = EmojiTyping()
        }
        switch key {
        case .escape: return .cancel
        case .enter: return .save
        case .tab, .down: field = Field(rawValue: (field.rawValue + 1) % Field.allCases.count) ?? .name
        case .up:
            field =
                Field(rawValue: (field.rawValue + Field.allCases.count - 1) % Field.allCases.count) ?? .name
        case .left: adjust(by: -1)
        case .right: adjust(by: 1)
        case .backspace:
            switch field {
            case .name: if !name.isEmpty { name.removeLast() }
            case .emoji: if !emoji.isEmpty { emoji.removeLast() }
            case .pairs, .color: break
            }
        case .character(let character):
            type(character)
        default: break
        }
        return .stay
    }

    private mutating func adjust(by step: Int) {
        switch field {
        case .pairs:
            // Saturating: however large the count was, a step never overflows.
            let (stepped, overflow) = pairs.addingReportingOverflow(step)
            pairs = min(
                max(MemoryTheme.minimumPairs, overflow ? pairs : stepped),
                max(MemoryTheme.minimumPairs, emoji.count))
        case .color: colorIndex = (colorIndex + step + MemoryTheme.colors.count) % MemoryTheme.colors.count
        case .name, .emoji: break
        }
    }

    private mutating func type(_ character: Character) {
        switch field {
        case .name:
            // A control key (Ctrl-S, which does not stop the terminal while the game runs) is
            // no part of a name: a name holding one is no theme's, nor a draft's, once written.
            let isText =
                !character.isNewline && !character.unicodeScalars.contains { $0.isControlOrBidiControl }
            if name.count < Self.maximumNameLength && isText { name.append(character) }
        case .emoji:
            let counted = emoji.count
            emojiTyping.type(character, into: &emoji)
            if emoji.count > counted && pairs < emoji.count && original == nil { pairs = emoji.count }
        case .pairs:
            if character == "+" { adjust(by: 1) }
            if character == "-" { adjust(by: -1) }
        case .color:
            if character == "+" || character == " " { adjust(by: 1) }
            if character == "-" { adjust(by: -1) }
        }
    }

    /// The form's lines, with the focused field marked.
    func lines(ascii: Bool) -> [String] {
        let marker = { (f: Field) in self.field == f ? (ascii ? ">" : "▶") : " " }
        let cursor = ascii ? "_" : "▏"
        let left = ascii ? "<" : "◀"
        let right = ascii ? ">" : "▶"
        let shownEmoji = ascii ? MemorySymbols.standIns(for: emoji) : emoji
        return [
            "\(marker(.name)) Name:   \(name)\(field == .name ? cursor : "")",
            "\(marker(.emoji)) Emoji:  \(shownEmoji.joined(separator: " "))\(field == .emoji ? " " + cursor : "")",
            "\(marker(.pairs)) Pairs:  \(left) \(theme.pairs) \(right)   (\(emoji.count) emoji)",
            "\(marker(.color)) Color:  \(left) \(MemoryTheme.colors[colorIndex]) \(right)",
            "",
        ]
            + (problem.map { [$0] } ?? emojiTyping.report(ascii: ascii) ?? [
                "Type to fill a field; Backspace erases."
            ]) + [
                "Tab/Down next field   Left/Right change   Enter save   Esc cancel"
            ]
    }
}
