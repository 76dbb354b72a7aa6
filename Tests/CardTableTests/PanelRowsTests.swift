import Render
import TableLayout
import Testing

/// A panel (help, pause, a question, a result) covers whole rows or leaves them whole:
/// nothing of the header, a list or a card is left beside it in the rows it spans.
@Suite struct PanelRowsTests {
    static let sizes = [
        Size(width: 50, height: 15), Size(width: 80, height: 24), Size(width: 120, height: 40),
    ]

    /// What is left beside the panel on `screen`, row by row (empty when nothing is).
    static func leftBeside(_ screen: Screen) -> [String] {
        let rows = (0..<screen.size.height).map { Array(screen.line($0)) }
        guard let top = rows.firstIndex(where: { $0.contains("╔") }),
            let bottom = rows.lastIndex(where: { $0.contains("╚") })
        else {
            Issue.record("no panel on the screen:\n\(screen.text)")
            return []
        }
        var stray: [String] = []
        for row in rows[top...bottom] {
            guard let first = row.firstIndex(where: { "╔║╚".contains($0) }),
                let last = row.lastIndex(where: { "╗║╝".contains($0) })
            else { continue }
            let beside = String(row[..<first]) + String(row[(last + 1)...])
            if beside.contains(where: { $0 != " " }) { stray.append(String(row)) }
        }
        return stray
    }

    @Test(arguments: sizes)
    func setPanelsCoverWholeRows(size: Size) {
        for key in ["?", "P"] {
            var driver = SceneDriver(seed: 1, size: size)
            driver.type(key)
            #expect(Self.leftBeside(driver.screen) == [], "Set, \(key), \(size.width)x\(size.height)")
        }
    }

    @Test(arguments: sizes)
    func memorizePanelsCoverWholeRows(size: Size) {
        for key in ["?", "P"] {
            var driver = MemorizeDriver(size: size)
            driver.type(key)
            #expect(Self.leftBeside(driver.screen) == [], "Memorize, \(key), \(size.width)x\(size.height)")
        }
    }

    /// The case a new player met: Memorize's help at 80x24 reaches the header's row.
    @Test func memorizeHelpLeavesNoLettersOfTheHeader() {
        var driver = MemorizeDriver()
        driver.type("?")
        let top = driver.screen.line(0)
        #expect(top.allSatisfy { " ═╔╗Help".contains($0) }, "\(top)")
    }
}

extension PanelRowsTests {
    @Test func theThemeFormCoversWholeRowsOfTheList() {
        var driver = ChooserDriver(current: "Animals")
        driver.type("a")
        #expect(Self.leftBeside(driver.screen) == [])
    }
}
