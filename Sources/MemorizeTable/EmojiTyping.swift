import CardModel
import Foundation
import GameTable
import Render

/// Typing into the theme form's emoji field, a grapheme cluster (Swift's `Character`) at a
/// time, and what the form could not take and why.
///
/// The terminal hands over one code point a key, so an emoji sequence (`❤️`, `👍🏽`, `🏳️‍🌈`)
/// arrives in pieces: its first code point may be taken as a card before the rest of it
/// comes. A code point that joins the cluster typed last takes that card back and the whole
/// sequence is refused, so a sequence is never split into cards or left in pieces.
struct EmojiTyping: Equatable {
    /// One cluster the form would not take, and why.
    struct Refusal: Equatable {
        var text: String
        var reason: String
    }

    /// A cluster as typed so far, and whether it was taken as a card (the last of the emoji).
    struct Typed: Equatable {
        var text: String
        var isCard: Bool
    }

    /// The cluster typed last, while more code points may join it.
    private(set) var last: Typed?
    /// What was refused since the player started typing here, the latest last.
    private(set) var refused: [Refusal] = []

    /// The most refusals shown: the form stays a few lines tall however much is pasted.
    static let shownRefusals = 4

    /// Takes `character` (one code point as the terminal sends it, or a whole cluster) into
    /// `emoji` where it makes a card of its own.
    mutating func type(_ character: Character, into emoji: inout [String]) {
        if let last, (last.text + String(character)).count == 1 {
            // It joins the cluster typed last: that was no emoji of one code point after all.
            if last.isCard, emoji.last == last.text {
                emoji.removeLast()
            } else if refused.last?.text == last.text {
                refused.removeLast()
            }
            judge(last.text + String(character), into: &emoji)
            return
        }
        guard character != " " else {
            last = nil
            return
        }
        judge(String(character), into: &emoji)
    }

    private mutating func judge(_ text: String, into emoji: inout [String]) {
        let reason: String?
        if let problem = ThemeFile.emojiProblem(text, isTwoColumnEmoji: DisplayWidth.isTwoColumnEmoji) {
            reason = problem
        } else if emoji.contains(text) {
            reason = "is in the theme already"
        } else if emoji.count >= MemoryTheme.maximumEmoji {
            reason = "is one more than the \(MemoryTheme.maximumEmoji) emoji a theme holds"
        } else {
            reason = nil
        }
        if let reason {
            refused.append(Refusal(text: text, reason: reason))
            if refused.count > Self.shownRefusals { refused.removeFirst() }
        } else {
            emoji.append(text)
        }
        last = Typed(text: text, isCard: reason == nil)
    }

    /// The form's lines on what it could not take, or nil when it took everything.
    func report(ascii: Bool) -> [String]? {
        guard !refused.isEmpty else { return nil }
        let each = refused.map { "\(Self.shown($0.text, ascii: ascii)) \($0.reason)" }
        return [
            "Not taken: " + each.joined(separator: "; ") + ".",
            "A card's emoji is one code point drawn two columns wide.",
        ]
    }

    /// `text` as the form can show it whatever the terminal makes of a sequence: one code
    /// point in quotes (`'x'`, `'❤'`), a sequence as its code points one by one, those that
    /// draw nothing of their own (joiners, selectors, skin tones) by their numbers
    /// (`👍 + U+1F3FD`, `❤ + U+FE0F`), and with `ascii` every code point outside ASCII by its
    /// number.
    static func shown(_ text: String, ascii: Bool) -> String {
        let parts = text.unicodeScalars.map { scalar -> String in
            // A skin tone alone is drawn onto whatever comes before it: it is named too.
            let drawsNothing =
                scalar.properties.isVariationSelector || scalar.properties.isJoinControl
                || scalar.properties.isEmojiModifier
                || [.format, .control, .nonspacingMark, .enclosingMark, .spaceSeparator].contains(
                    scalar.properties.generalCategory)
            if drawsNothing || (ascii && !scalar.isASCII) {
                return "U+" + String(format: "%04X", scalar.value)
            }
            return String(scalar)
        }
        // Kept on one line of the form: a sequence is never broken where it wraps.
        let plus = "\(Chrome.joiningSpace)+\(Chrome.joiningSpace)"
        return parts.count == 1 ? "'\(parts[0])'" : parts.joined(separator: plus)
    }
}
