import Testing

@testable import Render

@Suite struct GlyphTests {
    @Test func everyCharacterComesBackAsItWent() {
        let characters: [Character] = [
            " ", "a", "·", "│", "▚", "🐶", "❤️", "🇫🇷", "👍🏽", "é", "e\u{301}", "👩‍👩‍👧‍👦", "🧑‍🧑‍🧒‍🧒",
        ]
        for character in characters {
            #expect(Glyph(character).character == character)
            #expect(Cell(character).character == character)
        }
    }

    @Test func aShortGlyphsScalarsAreItsCharactersAndItIsReadInPlace() {
        #expect(Glyph.readsInPlace)
        let characters: [Character] = [" ", "a", "·", "│", "▚", "🐶", "❤️", "🇫🇷", "👍🏽", "e\u{301}"]
        for character in characters {
            #expect(Glyph(character) == Glyph(readingBytesOf: character))
            guard var scalars = Glyph(character).shortScalars else {
                Issue.record("\(character) is short")
                continue
            }
            var decoded: [Unicode.Scalar] = []
            while let scalar = scalars.next() { decoded.append(scalar) }
            #expect(decoded == Array(character.unicodeScalars))
        }
        #expect(Glyph("👩‍👩‍👧‍👦").shortScalars == nil)
    }

    @Test func theSameCharacterIsTheSameGlyphAndAnotherIsNot() {
        #expect(Glyph("▚") == Glyph("▚"))
        #expect(Glyph("▚") != Glyph("▞"))
        #expect(Glyph("👩‍👩‍👧‍👦") == Glyph("👩‍👩‍👧‍👦"))
        #expect(Glyph("👩‍👩‍👧‍👦") != Glyph("🧑‍🧑‍🧒‍🧒"))
        #expect(Glyph(" ") == Glyph.space)
        #expect(Cell.blank == Cell(" "))
    }

    @Test func aCellHasNoPaddingSoRowsCompareAsMemory() {
        #expect(MemoryLayout<Cell>.size == MemoryLayout<Cell>.stride)
        var screen = Screen(size: .init(width: 4, height: 2))
        let before = screen
        #expect(screen.rowIsEqual(0, to: before) && screen.rowIsEqual(1, to: before))
        screen.put("x", x: 3, y: 1)
        #expect(screen.rowIsEqual(0, to: before) && !screen.rowIsEqual(1, to: before))
    }

    @Test func aScreenReadsAsTheTextWrittenOnIt() {
        var screen = Screen(size: .init(width: 12, height: 1))
        screen.write("a·🐶👩‍👩‍👧‍👦!", x: 0, y: 0)
        #expect(screen.text == "a·🐶👩‍👩‍👧‍👦!")
    }
}
