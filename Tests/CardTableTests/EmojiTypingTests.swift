import Foundation
import Render
import TerminalIO
import Testing

@testable import MemorizeTable

/// The theme form's emoji field works on whole grapheme clusters: a sequence typed a code
/// point at a time (as a terminal sends it) is never split into cards, and the form says
/// what it did not take and why.
@Suite struct EmojiTypingTests {
    /// A new theme's form with `text` typed into its emoji field a code point a key.
    static func typed(_ text: String, ascii: Bool = false) -> ThemeEditor {
        var editor = ThemeEditor(editing: nil)
        _ = editor.handle(.tab)
        for scalar in text.unicodeScalars { _ = editor.handle(.character(Character(scalar))) }
        return editor
    }

    /// The form's lines as the panel shows them (a sequence's parts are joined by spaces
    /// that keep it on one line).
    static func text(_ editor: ThemeEditor, ascii: Bool = false) -> String {
        editor.lines(ascii: ascii).joined(separator: "\n").replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    @Test func whatANewPlayerTypedIsRefusedOutLoudAndNeverSplit() {
        let editor = Self.typed("x❤️🏳️‍🌈👍🏽")
        #expect(editor.emoji == [], "no piece of a sequence became a card: \(editor.emoji)")
        let text = Self.text(editor)
        #expect(text.contains("'x' is not an emoji two columns wide"), "\(text)")
        #expect(text.contains("❤ + U+FE0F is 2 code points, not one"), "\(text)")
        #expect(text.contains("🏳 + U+FE0F + U+200D + 🌈 is 4 code points, not one"), "\(text)")
        #expect(text.contains("👍 + U+1F3FD is 2 code points, not one"), "\(text)")
        #expect(text.contains("A card's emoji is one code point drawn two columns wide."))
        // Nothing the terminal would draw wider than counted: no joiner, no selector, no modifier after an emoji.
        #expect(!text.unicodeScalars.contains { $0.value == 0x200D || $0.value == 0xFE0F })
    }

    @Test func anEmojiThatASequenceTurnsOutToContinueIsTakenBack() {
        var editor = Self.typed("🐶👍")
        #expect(editor.emoji == ["🐶", "👍"])
        _ = editor.handle(.character("\u{1F3FD}"))
        #expect(editor.emoji == ["🐶"])
        #expect(Self.text(editor).contains("👍 + U+1F3FD is 2 code points"))
        // Typing on keeps the word on what was refused, and takes what it can.
        _ = editor.handle(.character("🐱"))
        #expect(editor.emoji == ["🐶", "🐱"])
        #expect(Self.text(editor).contains("Not taken: 👍 + U+1F3FD"))
        // Another key ends the typing: the form goes back to its hint.
        _ = editor.handle(.backspace)
        #expect(editor.emoji == ["🐶"])
        #expect(!Self.text(editor).contains("Not taken"))
    }

    @Test func aWholeClusterAtOnceIsRefusedToo() {
        var editor = ThemeEditor(editing: nil)
        _ = editor.handle(.tab)
        _ = editor.handle(.character("👍🏽"))
        _ = editor.handle(.character("🐶"))
        #expect(editor.emoji == ["🐶"])
    }

    @Test func asciiNamesTheCodePoints() {
        let editor = Self.typed("x👍🏽")
        let text = Self.text(editor, ascii: true)
        #expect(text.contains("U+1F44D + U+1F3FD is 2 code points"), "\(text)")
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "\(text)")
    }

    @Test func onlyTheLatestRefusalsShow() {
        let editor = Self.typed("abcdefgh")
        let text = Self.text(editor)
        #expect(!text.contains("'d'"))
        #expect(text.contains("'e'") && text.contains("'h'"))
    }
}
