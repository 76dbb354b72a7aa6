import Foundation
import TestSupport
import Testing

@testable import CardModel

/// The rule the app uses (Unicode's emoji presentation), without depending on Render.
func isWideEmoji(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isEmojiPresentation && scalar.value >= 0x1100
}

@Suite struct ThemeFileTests {
    static let builtInPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/themes.json")

    @Test func theBuiltInThemesAllLoadCleanly() throws {
        let data = try Data(contentsOf: Self.builtInPath)
        let contents = ThemeFile.read(data, name: "themes.json", isTwoColumnEmoji: isWideEmoji)
        #expect(contents.problems == [])
        #expect(contents.themes.count >= 6)
        #expect(contents.themes.allSatisfy { $0.playablePairs >= 4 })
        #expect(contents.themes.contains { $0.pairs < $0.emoji.count })
        // One entry per line, as the file says.
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.split(separator: "\n").count == contents.themes.count + 2)
    }

    @Test func badEmojiAreNamedAndLeftOut() {
        let json = """
            [
              {"name": "Mixed", "emoji": ["🐶", "🕷", "❤️", "ab", "🐱", "🐭", "🐹", "🐶"], "pairs": 4, "color": "teal"}
            ]
            """
        let contents = ThemeFile.read(Data(json.utf8), name: "my.json", isTwoColumnEmoji: isWideEmoji)
        #expect(
            contents.themes == [
                MemoryTheme(name: "Mixed", emoji: ["🐶", "🐱", "🐭", "🐹"], pairs: 4, color: "gray")
            ])
        #expect(contents.problems.count == 5)
        #expect(
            contents.problems.contains(
                "my.json line 2: theme 'Mixed': '🕷' is not an emoji two columns wide; left out"))
        #expect(
            contents.problems.contains(
                "my.json line 2: theme 'Mixed': '❤️' is 2 code points, not one; left out"))
        #expect(contents.problems.contains { $0.contains("unknown color 'teal'") })
        #expect(!contents.isBroken)
    }

    @Test func aFileThatDoesNotParseNamesTheLine() {
        let json = "[\n  {\"name\": \"A\", \"emoji\": []},\n  {\"name\": \"B\" \"emoji\": []}\n]\n"
        let contents = ThemeFile.read(Data(json.utf8), name: "themes.json", isTwoColumnEmoji: isWideEmoji)
        #expect(contents.isBroken && contents.themes.isEmpty)
        #expect(contents.problems == ["themes.json: line 3: not valid JSON, so none of its themes loaded"])
    }

    @Test func theLineIsRightWithEmojiBeforeTheError() {
        let json =
            "[\n  {\"name\": \"A\", \"emoji\": [\"🐶\", \"🐱\", \"🐭\", \"🐹\"]},\n  {\"name\": \"B\", \"emoji\": [\"🐶\" \"🐱\"]}\n]\n"
        let contents = ThemeFile.read(Data(json.utf8), name: "t.json", isTwoColumnEmoji: isWideEmoji)
        #expect(contents.problems == ["t.json: line 3: not valid JSON, so none of its themes loaded"])
    }

    @Test func tooFewEmojiAndDuplicateNamesAreLeftOut() {
        let json = """
            [
              {"name": "Tiny", "emoji": ["🐶", "🐱", "🐭"], "pairs": 3, "color": "red"},
              {"name": "Ok", "emoji": ["🐶", "🐱", "🐭", "🐹"], "pairs": 9, "color": "red"},
              {"name": "Ok", "emoji": ["🐶", "🐱", "🐭", "🐹"], "pairs": 4, "color": "red"},
              {"title": "no name"}
            ]
            """
        let contents = ThemeFile.read(Data(json.utf8), name: "t.json", isTwoColumnEmoji: isWideEmoji)
        #expect(contents.themes.map(\.name) == ["Ok"])
        #expect(contents.themes[0].playablePairs == 4)
        #expect(contents.problems.count == 3)
        #expect(contents.problems[0].hasPrefix("t.json line 2: theme 'Tiny' has 3 usable emoji"))
        #expect(contents.problems[2].hasPrefix("t.json line 5: a theme needs"))
    }

    @Test func writingAndReadingGivesTheSameThemes() {
        let themes = [
            MemoryTheme(name: "Mine", emoji: ["🐶", "🐱", "🐭", "🐹", "🐰"], pairs: 5, color: "blue"),
            MemoryTheme(name: "Quote \"x\"", emoji: ["🍎", "🍌", "🍇", "🍓"], pairs: 4, color: "red"),
        ]
        var data: Data?
        for theme in themes {
            data = try? ThemeFile.updated(
                data, with: .put(theme, replacing: nil), isTwoColumnEmoji: isWideEmoji)
        }
        let text = String(decoding: data ?? Data(), as: UTF8.self)
        let back = ThemeFile.read(data ?? Data(), name: "x", isTwoColumnEmoji: isWideEmoji)
        #expect(back.themes == themes && back.problems.isEmpty)
        #expect(text.split(separator: "\n").count == 4, "one theme a line:\n\(text)")
        #expect(text.hasPrefix("{\"version\": 1, \"themes\": ["))
    }

    @Test func writingKeepsWhatTheGameCannotUse() throws {
        let file = """
            [
              {"name": "Tiny", "emoji": ["🐶", "🐱"], "pairs": 2},
              {"name": "Animals", "emoji": ["🐶", "🐱", "🐭", "🐹"]},
              {"name": "Mine", "emoji": ["🐶", "🐱", "🐭", "🐹"], "author": "me", "pairs": 4, "color": "red"},
              "a note",
              {"name": "Mine", "emoji": ["🍎", "🍌", "🍇", "🍓"]}
            ]
            """
        let edited = MemoryTheme(name: "Mine", emoji: ["🍎", "🍌", "🍇", "🍓", "🍒"], pairs: 5, color: "blue")
        let out = try ThemeFile.updated(
            Data(file.utf8), with: .put(edited, replacing: "Mine"), isTwoColumnEmoji: isWideEmoji)
        let entries = try #require(
            (try JSONSerialization.jsonObject(with: out) as? [String: Any])?["themes"] as? [Any])
        #expect(entries.count == 5, "every entry stays, in its place")
        #expect((entries[0] as? [String: Any])?["name"] as? String == "Tiny")
        #expect((entries[1] as? [String: Any])?["name"] as? String == "Animals")
        let mine = try #require(entries[2] as? [String: Any])
        #expect(mine["author"] as? String == "me", "a key the game does not know stays with the theme")
        #expect(mine["color"] as? String == "blue" && (mine["emoji"] as? [String])?.count == 5)
        #expect(entries[3] as? String == "a note")
        #expect((entries[4] as? [String: Any])?["emoji"] as? [String] == ["🍎", "🍌", "🍇", "🍓"])
    }

    @Test func aFileOfALaterVersionOrBrokenIsNotWritten() {
        let later = Data(#"{"version": 9, "themes": []}"#.utf8)
        #expect(ThemeFile.read(later, name: "t.json", isTwoColumnEmoji: isWideEmoji).isBroken)
        #expect(throws: ThemeFile.UnreadableFile.self) {
            try ThemeFile.updated(later, with: .delete("x"), isTwoColumnEmoji: isWideEmoji)
        }
        #expect(throws: ThemeFile.UnreadableFile.self) {
            try ThemeFile.updated(Data("[{".utf8), with: .delete("x"), isTwoColumnEmoji: isWideEmoji)
        }
    }

    @Test func manyThemesAreReadInLinearTimeUpToTheMost() {
        // 20,000 entries with one name each: quadratic work would take minutes here.
        let entries = (0..<20000).map { #"{"name": "T\#($0)", "emoji": ["🐶", "🐱", "🐭", "🐹"]}"# }
        let data = Data(("[" + entries.joined(separator: ",\n") + "]").utf8)
        let contents = ThemeFile.read(data, name: "t.json", isTwoColumnEmoji: isWideEmoji)
        #expect(contents.themes.count == ThemeFile.mostThemes)
        #expect(
            contents.problems == [
                "t.json: more than the 100 themes a file may hold: those from line 101 on are kept in "
                    + "the file but not loaded"
            ])
    }

    /// `count` different emoji two columns wide, from U+1F300 on.
    static func distinctEmoji(_ count: Int) -> [String] {
        (0x1F300...0x1FAFF).lazy.compactMap(Unicode.Scalar.init).filter(isWideEmoji).prefix(count).map {
            String($0)
        }
    }

    @Test("A theme of 10,000 emoji plays the most a theme holds and says so once, in a few lines")
    func aHugeThemeIsBoundedAndSaidOnce() throws {
        let good = Self.distinctEmoji(500)
        // 500 good, then 9,500 that cannot be a face (two letters each), all different.
        let emoji = good + (0..<9500).map { "a\($0)" }
        let entry: [String: Any] = ["name": "Huge", "emoji": emoji, "color": "green"]
        let data = try JSONSerialization.data(withJSONObject: [entry])
        let contents = ThemeFile.read(data, name: "t.json", isTwoColumnEmoji: isWideEmoji)
        #expect(contents.themes.first?.emoji == Array(good.prefix(MemoryTheme.maximumEmoji)))
        #expect(contents.problems.count == 7, "\(contents.problems)")
        #expect(
            contents.problems.contains(
                "t.json line 1: theme 'Huge': 9495 more emoji left out like these, kept in the file"))
        #expect(
            contents.problems.contains(
                "t.json line 1: theme 'Huge' has 9959 emoji beyond the 41 a theme may hold: the first 41 "
                    + "different ones that can be a card's face are used, the rest kept in the file"))
    }

    @Test("A file of many bad themes is said in at most 20 lines")
    func manyProblemsAreBounded() {
        let entries = (0..<99).map {
            #"{"name": "T\#($0)", "emoji": ["🐶", "🐱", "🐭", "🐹"], "color": "mauve"}"#
        }
        let data = Data(("[" + entries.joined(separator: ",\n") + "]").utf8)
        let contents = ThemeFile.read(data, name: "t.json", isTwoColumnEmoji: isWideEmoji)
        #expect(contents.themes.count == 99)
        #expect(contents.problems.count == 20)
        #expect(contents.problems.last == "t.json: 80 more problems like these")
    }

    @Test("Editing a theme keeps the emoji the game left out, after the player's")
    func editingKeepsTheEmojiLeftOut() throws {
        let good = Self.distinctEmoji(60)
        let emoji = ["ab"] + good + ["❤️"]
        let entry: [String: Any] = ["name": "Huge", "emoji": emoji, "color": "green"]
        let data = try JSONSerialization.data(withJSONObject: [entry])
        let theme = try #require(
            ThemeFile.read(data, name: "t.json", isTwoColumnEmoji: isWideEmoji).themes.first)
        var edited = theme
        edited.emoji.removeFirst()
        let out = try ThemeFile.updated(
            data, with: .put(edited, replacing: "Huge"), isTwoColumnEmoji: isWideEmoji)
        let saved = try #require(
            ((try JSONSerialization.jsonObject(with: out) as? [String: Any])?["themes"] as? [[String: Any]])?
                .first?["emoji"] as? [String])
        #expect(saved == Array(good[1..<41]) + ["ab"] + Array(good[41...]) + ["❤️"])
    }

    /// A theme of 161 emoji with repeats: 50 different good ones (41 used, 9 beyond the most),
    /// the fourth 93 times more, 'ab' three times, five of those beyond again, ten bad ones.
    static let repeating: [String] = {
        let good = distinctEmoji(50)
        return good + Array(repeating: good[3], count: 93) + ["ab", "ab", "ab"] + Array(good[45...])
            + (0..<10).map { "a\($0)" }
    }()

    @Test("Every count said of a theme with repeats agrees with the file")
    func aThemeWithRepeatsIsCountedRight() throws {
        let good = Self.distinctEmoji(50)
        let entry: [String: Any] = ["name": "Rats", "emoji": Self.repeating]
        let data = try JSONSerialization.data(withJSONObject: [entry])
        let contents = ThemeFile.read(data, name: "t.json", isTwoColumnEmoji: isWideEmoji)
        #expect(contents.themes.first?.emoji == Array(good.prefix(41)))
        #expect(
            contents.problems == [
                "t.json line 1: theme 'Rats' has 120 emoji beyond the 41 a theme may hold: the first 41 "
                    + "different ones that can be a card's face are used, the rest kept in the file",
                "t.json line 1: theme 'Rats': '\(good[3])' appears 94 times; once is used, the rest kept "
                    + "in the file",
                "t.json line 1: theme 'Rats': 'ab' is 2 code points, not one; left out, all 3 times",
                "t.json line 1: theme 'Rats': 'a0' is 2 code points, not one; left out",
                "t.json line 1: theme 'Rats': 'a1' is 2 code points, not one; left out",
                "t.json line 1: theme 'Rats': 'a2' is 2 code points, not one; left out",
                "t.json line 1: theme 'Rats': 7 more emoji left out like these, kept in the file",
            ])
    }

    @Test("Editing a theme with repeats keeps every emoji the game left out, each time it appears")
    func editingKeepsEveryRepeat() throws {
        let good = Self.distinctEmoji(50)
        let entry: [String: Any] = ["name": "Rats", "emoji": Self.repeating, "pairs": 6]
        let data = try JSONSerialization.data(withJSONObject: [entry])
        let theme = try #require(
            ThemeFile.read(data, name: "t.json", isTwoColumnEmoji: isWideEmoji).themes.first)
        func savedEmoji(_ change: ThemeFile.Change) throws -> [String] {
            let out = try ThemeFile.updated(data, with: change, isTwoColumnEmoji: isWideEmoji)
            let entries = (try JSONSerialization.jsonObject(with: out) as? [String: Any])?["themes"]
            return try #require((entries as? [[String: Any]])?.first?["emoji"] as? [String])
        }
        var renamed = theme
        renamed.name = "Mice"
        #expect(try savedEmoji(.put(renamed, replacing: "Rats")) == Self.repeating, "not one emoji lost")

        // The player drops the fourth and takes one from beyond the most, which appears twice:
        // the dropped one's repeats stay, and one of the taken one's moves into the theme.
        var edited = theme
        edited.emoji.remove(at: 3)
        edited.emoji.append(good[45])
        let leftOut = Array(Self.repeating[41...])
        let taken = try #require(leftOut.firstIndex(of: good[45]))
        #expect(
            try savedEmoji(.put(edited, replacing: "Rats"))
                == edited.emoji + leftOut[..<taken] + leftOut[(taken + 1)...])
    }

    @Test func playablePairsClampToWhatTheThemeHas() {
        #expect(
            MemoryTheme(name: "a", emoji: Array(repeating: "x", count: 10), pairs: 20, color: "red")
                .playablePairs == 10)
        #expect(
            MemoryTheme(name: "a", emoji: Array(repeating: "x", count: 10), pairs: 2, color: "red")
                .playablePairs == 4)
    }

    @Test func aHugePairCountIsReadAsNoMoreThanAThemeCanHold() {
        let json = #"[{"name": "Big", "emoji": ["🐶", "🐱", "🐭", "🐹"], "pairs": 9223372036854775807}]"#
        let contents = ThemeFile.read(Data(json.utf8), name: "t.json", isTwoColumnEmoji: isWideEmoji)
        #expect(contents.themes.first?.pairs == MemoryTheme.maximumEmoji)
        #expect(contents.themes.first?.playablePairs == 4)
    }
}

/// What a save of the themes keeps, and how problems are placed, after a bad entry too.
@Suite struct ThemeFileKeepingTests {
    static func isWide(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x1F300 }

    @Test func keysOfTheFileThisVersionDoesNotKnowSurviveASave() throws {
        let file =
            #"{"version": 1, "sync": {"device": "laptop"}, "themes": [{"name": "A", "emoji": ["🐶","🐱","🐭","🐹"]}]}"#
        let theme = MemoryTheme(name: "B", emoji: ["🍎", "🍌", "🍇", "🍓"], pairs: 4, color: "red")
        let saved = try ThemeFile.updated(
            Data(file.utf8), with: .put(theme, replacing: nil), isTwoColumnEmoji: Self.isWide)
        let object = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        #expect((object["sync"] as? [String: Any])?["device"] as? String == "laptop")
        #expect((object["themes"] as? [Any])?.count == 2)
        #expect(
            ThemeFile.read(saved, name: "t.json", isTwoColumnEmoji: Self.isWide).themes.map(\.name) == [
                "A", "B",
            ])
    }

    @Test func entriesAfterOneThatIsNotAThemeAreNumberedRight() {
        let file =
            "{\"version\": 1, \"other\": [1, 2],\n \"themes\": [\n  \"oops\",\n  {\"name\": \"Bad\"},\n  {\"name\": \"X\", \"emoji\": [\"x\"]}\n]}"
        let contents = ThemeFile.read(Data(file.utf8), name: "t.json", isTwoColumnEmoji: Self.isWide)
        let lines = contents.problems.map { $0.split(separator: ":").first.map(String.init) ?? "" }
        #expect(
            lines == ["t.json line 3", "t.json line 4", "t.json line 5", "t.json line 5"],
            "\(contents.problems)")
    }

    @Test func aFileThatIsNotJSONAtAllIsNamedOnce() {
        let contents = ThemeFile.read(Data("\u{1}".utf8), name: "t.json", isTwoColumnEmoji: Self.isWide)
        #expect(contents.isBroken && !contents.problems[0].contains("::"), "\(contents.problems)")
    }

    @Test func aThemesNameIsReadWithoutControlCharacters() {
        let file = #"[{"name": "Cats\u001b]0;x\u0007", "emoji": ["🐶","🐱","🐭","🐹"]}]"#
        let contents = ThemeFile.read(Data(file.utf8), name: "t.json", isTwoColumnEmoji: Self.isWide)
        #expect(contents.themes.map(\.name) == ["Cats]0;x"])
    }
}
