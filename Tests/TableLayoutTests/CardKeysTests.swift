import Testing

@testable import TableLayout

@Suite struct CardKeysTests {
    /// The keys of a table, as one string in reading order (`_` for a place without one).
    static func text(_ keys: CardKeys) -> String {
        String(keys.keys.map { $0 ?? "_" })
    }

    /// The same keys read column by column (as the online game writes a wide table's).
    static func byColumns(_ keys: CardKeys, rows: Int, columns: Int) -> String {
        String((0..<columns).flatMap { column in (0..<rows).map { keys.keys[$0 * columns + column] ?? "_" } })
    }

    @Test func aWideTableOfThreeRowsReadsTheLetterRowsColumnByColumn() {
        let keys = CardKeys(rows: 3, columns: 9, count: 27, layout: .qwerty)
        #expect(Self.byColumns(keys, rows: 3, columns: 9) == "qazwsxedcrfvtgbyhnujmik,ol.")
        let twelve = CardKeys(rows: 3, columns: 4, count: 12, layout: .qwerty)
        #expect(Self.text(twelve) == "qwerasdfzxcv")
    }

    @Test func aTallTableOfThreeColumnsStartsAtTheDigitRowAndGoesOnToTheRight() {
        let keys = CardKeys(rows: 9, columns: 3, count: 27, layout: .qwerty)
        #expect(Self.text(keys) == "123qweasdzxcrtyfghvbnuiojkl")
        let twelve = CardKeys(rows: 4, columns: 3, count: 12, layout: .qwerty)
        #expect(Self.text(twelve) == "123qweasdzxc")
    }

    @Test func withoutTheDigitRowATallTableTakesTheLetterRowsAlone() {
        let keys = CardKeys(rows: 9, columns: 3, count: 27, layout: .qwerty, usesDigitRow: false)
        #expect(Self.text(keys) == "qweasdzxcrtyfghvbnuiojklm,.")
        let wide = CardKeys(rows: 3, columns: 5, count: 15, layout: .qwerty, usesDigitRow: false)
        #expect(Self.text(wide) == "qwertasdfgzxcvb")
    }

    /// A wide table four rows high puts the digit row on top; a short last row keeps its keys.
    @Test func aWideTableOfFourRowsAndAShortLastRow() {
        #expect(Self.text(CardKeys(rows: 4, columns: 5, count: 18, layout: .qwerty)) == "12345qwertasdfgzxc")
        #expect(Self.text(CardKeys(rows: 3, columns: 5, count: 13, layout: .qwerty)) == "qwertasdfgzxc")
        #expect(Self.text(CardKeys(rows: 1, columns: 3, count: 3, layout: .qwerty)) == "qwe")
    }

    @Test func atMost27PlacesHaveAKey() {
        let keys = CardKeys(rows: 4, columns: 8, count: 30, layout: .qwerty)
        #expect(keys.keys.compactMap { $0 }.count == 27)
        #expect(keys.key(at: 27) == nil && keys.key(at: 29) == nil)
        // Past the keyboard's nine columns and four rows, places have none.
        let wide = CardKeys(rows: 2, columns: 12, count: 24, layout: .qwerty)
        #expect(Self.text(wide) == "qwertyuio___asdfghjkl___")
        let tall = CardKeys(rows: 10, columns: 3, count: 30, layout: .qwerty)
        #expect(Self.text(tall) == "123qweasdzxcrtyfghvbnuiojkl___")
    }

    @Test func theKeysFollowTheTableAsItChangesShape() {
        let wide = CardKeys(rows: 3, columns: 4, count: 12, layout: .qwerty)
        let tall = CardKeys(rows: 4, columns: 3, count: 12, layout: .qwerty)
        #expect(wide.index(of: "r") == 3 && tall.index(of: "r") == nil)
        #expect(tall.index(of: "1") == 0 && wide.index(of: "1") == nil)
        #expect(wide.index(of: "a") == 4 && tall.index(of: "a") == 6)
        // Three more cards dealt: a fifth column.
        let fifteen = CardKeys(rows: 3, columns: 5, count: 15, layout: .qwerty)
        #expect(fifteen.index(of: "t") == 4 && fifteen.index(of: "a") == 5)
    }

    /// Places aside (Set-Chain's last Set) take the keys that come after the grid's in the
    /// order the keyboard fills, none of the grid's; with none left, they have none.
    @Test func placesAsideTakeTheKeysAfterTheGrids() throws {
        // The grid's shape, the keys of three places aside (with and without the digit row).
        let expected: [String: (digits: String, letters: String)] = [
            "3x4": ("tyu", "tyu"), "3x5": ("yui", "yui"), "4x3": ("rty", "rty"),
            "5x3": ("fgh", "vbn"), "2x6": ("zxc", "zxc"),
        ]
        var seen: Set<String> = []
        for count in [12, 15, 16, 27] {
            for (width, height) in [(78, 17), (40, 36), (118, 30), (60, 12), (200, 22)] {
                let area = Rect(x: 0, y: 0, width: width, height: height)
                guard let grid = AspectGrid.fit(count: count, in: area) else { continue }
                let shape = "\(grid.rows)x\(grid.columns)"
                for usesDigitRow in [true, false] {
                    let keys = CardKeys(grid: grid, aside: 3, layout: .qwerty, usesDigitRow: usesDigitRow)
                    #expect(keys.keys.count == grid.count + 3)
                    let own = Set(keys.keys.prefix(grid.count).compactMap { $0 })
                    let aside = Array(keys.keys.suffix(3))
                    #expect(Set(aside.compactMap { $0 }).isDisjoint(with: own), "\(shape): \(aside)")
                    #expect(
                        Self.text(CardKeys(grid: grid, layout: .qwerty, usesDigitRow: usesDigitRow))
                            == Self.text(keys).dropLast(3))
                    if let want = expected[shape] {
                        seen.insert(shape)
                        let text = String(aside.map { $0 ?? "_" })
                        #expect(
                            text == (usesDigitRow ? want.digits : want.letters),
                            "\(shape) digits \(usesDigitRow)")
                    }
                }
            }
        }
        #expect(seen.contains("3x4"), "\(seen)")
        // A full table of 27 leaves the keyboard no key for the places aside.
        let full = AspectGrid(
            count: 27, columns: 9, rows: 3, cardSize: Size(width: 8, height: 5),
            gap: Size(width: 1, height: 1),
            frame: Rect(x: 0, y: 0, width: 80, height: 17), balancesRows: false)
        #expect(Self.text(CardKeys(grid: full, aside: 3, layout: .qwerty)).hasSuffix("___"))
    }

    /// A balanced grid's rows (Memorize: 16 cards as 6+5+5) are keyed as they are laid.
    @Test func aBalancedGridIsKeyedRowByRow() throws {
        let area = Rect(x: 0, y: 0, width: 78, height: 20)
        let grid = try #require(AspectGrid.fit(count: 16, in: area, shape: .portrait))
        let keys = CardKeys(grid: grid, layout: .qwerty)
        var expected = ""
        for row in 0..<grid.rows {
            let places = grid.indices(inRow: row)
            let band = CardKeys.bands(rows: grid.rows, columns: grid.columns, usesDigitRow: true)[row]
            expected += String(
                Array(KeyboardLayout.qwerty.rows[band.row]).dropFirst(band.offset).prefix(places.count))
        }
        #expect(Self.text(keys) == expected)
        #expect(Set(keys.keys.compactMap { $0 }).count == 16)
    }

    /// Each layout's wide and tall tables, as each keyboard types the same physical keys.
    static let expected: [KeyboardLayout: (wide: String, tall: String)] = [
        .qwerty: ("qazwsxedcrfvtgbyhnujmik,ol.", "123qweasdzxcrtyfghvbnuiojkl"),
        .azerty: ("aqwzsxedcrfvtgbyhnuj,ik;ol:", "&é\"azeqsdwxcrtyfghvbnuiojkl"),
        .qwertz: ("qaywsxedcrfvtgbzhnujmik,ol.", "123qweasdyxcrtzfghvbnuiojkl"),
        .dvorak: ("'a;,oq.ejpukyixfdbghmctwrnv", "123',.aoe;qjpyfuidkxbgcrhtn"),
        .colemak: ("qazwrxfscptvgdbjhklnmue,yi.", "123qwfarszxcpgjtdhvbkluynei"),
        .workman: ("qazdsxrhmwtcbgvjykfnlue,po.", "123qdrashzxmwbjtgycvkfupneo"),
    ]

    @Test(arguments: KeyboardLayout.allCases)
    func everyLayoutMapsTheSamePlaces(layout: KeyboardLayout) throws {
        let expected = try #require(Self.expected[layout])
        let wide = CardKeys(rows: 3, columns: 9, count: 27, layout: layout)
        let tall = CardKeys(rows: 9, columns: 3, count: 27, layout: layout)
        #expect(Self.byColumns(wide, rows: 3, columns: 9) == expected.wide)
        #expect(Self.text(tall) == expected.tall)
        // Every place of QWERTY is the same place here: the same row and column of the keyboard.
        let qwerty = KeyboardLayout.qwerty.rows.map(Array.init)
        let rows = layout.rows.map(Array.init)
        for (row, keys) in rows.enumerated() {
            #expect(keys.count == KeyboardLayout.columns && qwerty[row].count == KeyboardLayout.columns)
        }
        for keys in [wide, tall] {
            let typed = keys.keys.compactMap { $0 }
            #expect(typed.count == 27)
            #expect(Set(typed).count == 27, "\(layout) has a key twice")
        }
        // Every key of every place is distinct across the whole layout, and none is a
        // capital, a space or `?`, which stay the table's commands.
        let all = rows.flatMap { $0 }
        #expect(Set(all).count == all.count)
        #expect(all.allSatisfy { !$0.isUppercase && $0 != " " && $0 != "?" && !$0.isWhitespace })
    }
}
