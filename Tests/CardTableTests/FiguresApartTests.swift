import Render
import TableLayout
import Testing

/// All 81 cards on the table, at every window that holds them: three figures read as three
/// (never as one bar, `▥▥▥`), and the figures of two cards never run together.
@Suite struct FiguresApartTests {
    static let figures: Set<Character> = Set("◆◈◇●◍○■▥□")
    /// The smallest cards' figures with `--ascii`: a letter a shape.
    static let asciiFigures: Set<Character> = Set("DOS")

    /// A Set table of all 81 cards at `size`, settled.
    static func allCards(size: Size, options: RenderOptions = RenderOptions()) -> [String] {
        var driver = SceneDriver(seed: 1, size: size, options: options)
        driver.press(.character("D"), times: 24)
        #expect(driver.scene.game.table.count == 81)
        driver.now += 30
        // The table's rows, without the header and the status line.
        let screen = driver.screen
        return (1..<size.height - 1).map { screen.line($0) }
    }

    /// Groups of figures: runs of figures with at most one space between neighbours.
    static func groups(in row: String, figures: Set<Character>) -> Int {
        var count = 0
        // Spaces since the last figure; anything else (a border, a pointer) ends a group.
        var spaces = 2
        for character in row {
            if figures.contains(character) {
                if spaces > 1 { count += 1 }
                spaces = 0
            } else if character == " " {
                spaces += 1
            } else {
                spaces = 2
            }
        }
        return count
    }

    @Test(arguments: [
        Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 60),
    ])
    func figuresStandApartAndCardsFurtherApart(size: Size) {
        let rows = Self.allCards(size: size)
        for row in rows {
            let characters = Array(row)
            for index in characters.indices.dropFirst()
            where Self.figures.contains(characters[index]) && Self.figures.contains(characters[index - 1]) {
                Issue.record("two figures touch at \(size.width)x\(size.height): \(row)")
                break
            }
        }
    }

    /// The smallest cards (borderless, 80x24) keep more room between cards than between
    /// the figures of one: each card's figures are one group of their own.
    @Test func eachCardsFiguresAreOneGroupOnTheSmallestCards() {
        let rows = Self.allCards(size: Size(width: 80, height: 24))
        #expect(
            rows.map { Self.groups(in: $0, figures: Self.figures) }.reduce(0, +) == 81,
            "\(rows.joined(separator: "\n"))")
    }

    @Test func asciiLettersStandApartOnTheSmallestCards() {
        let rows = Self.allCards(size: Size(width: 80, height: 24), options: RenderOptions(ascii: true))
        for row in rows {
            let characters = Array(row)
            #expect(
                !characters.indices.dropFirst().contains {
                    Self.asciiFigures.contains(characters[$0])
                        && Self.asciiFigures.contains(characters[$0 - 1])
                }, "\(row)")
        }
        #expect(rows.map { Self.groups(in: $0, figures: Self.asciiFigures) }.reduce(0, +) == 81)
    }
}
