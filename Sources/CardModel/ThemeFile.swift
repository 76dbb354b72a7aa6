import Foundation

/// Reads and writes a themes file: a JSON array with one theme object per entry.
///
/// Reading never fails as a whole for a bad entry: each problem becomes a message naming
/// the file (and the line, or the theme and the emoji), and the good themes still load.
public enum ThemeFile {
    /// What reading a file gave: the usable themes, and what was wrong, in words.
    public struct Contents: Equatable, Sendable {
        public var themes: [MemoryTheme]
        public var problems: [String]
        /// The file did not parse at all: it must be left as it is.
        public var isBroken: Bool
    }

    /// Reads `data`, from the file called `name` (for messages).
    ///
    /// `isTwoColumnEmoji` says whether a single code point is an emoji two columns wide.
    public static func read(
        _ data: Data, name: String, isTwoColumnEmoji: (Unicode.Scalar) -> Bool
    ) -> Contents {
        let text = String(decoding: data, as: UTF8.self)
        let entries: [Any]
        do {
            guard let array = try JSONSerialization.jsonObject(with: data) as? [Any] else {
                return Contents(
                    themes: [], problems: ["\(name): expected a list of themes in [ ... ]"], isBroken: true)
            }
            entries = array
        } catch {
            let line = (error as NSError).userInfo["NSDebugDescription"].flatMap { description in
                characterIndex(in: "\(description)").map { lineNumber(ofCharacter: $0, in: text) }
            }
            let place = line.map { " line \($0):" } ?? ":"
            return Contents(
                themes: [], problems: ["\(name):\(place) not valid JSON, so none of its themes loaded"],
                isBroken: true)
        }
        let lines = entryLines(in: text)
        var themes: [MemoryTheme] = []
        var problems: [String] = []
        for (index, entry) in entries.enumerated() {
            let place = "\(name) line \(index < lines.count ? lines[index] : 1)"
            guard let object = entry as? [String: Any],
                let themeName = object["name"] as? String, !themeName.isEmpty,
                let emoji = object["emoji"] as? [String]
            else {
                problems.append("\(place): a theme needs a \"name\" and a list of \"emoji\"; left out")
                continue
            }
            // Read as a count within what a theme can hold, so no later arithmetic overflows.
            let pairs = min(max((object["pairs"] as? Int) ?? emoji.count, 0), MemoryTheme.maximumEmoji)
            var color = (object["color"] as? String)?.lowercased() ?? "gray"
            if !MemoryTheme.colors.contains(color) {
                problems.append(
                    "\(place): theme '\(themeName)': unknown color '\(color)' (use one of "
                        + MemoryTheme.colors.joined(separator: ", ") + "); gray is used")
                color = "gray"
            }
            var kept: [String] = []
            for candidate in emoji {
                if let reason = emojiProblem(candidate, isTwoColumnEmoji: isTwoColumnEmoji) {
                    problems.append("\(place): theme '\(themeName)': '\(candidate)' \(reason); left out")
                } else if kept.contains(candidate) {
                    problems.append(
                        "\(place): theme '\(themeName)': '\(candidate)' appears twice; once is kept")
                } else if kept.count == MemoryTheme.maximumEmoji {
                    problems.append(
                        "\(place): theme '\(themeName)': more than \(MemoryTheme.maximumEmoji) emoji; "
                            + "'\(candidate)' is left out")
                } else {
                    kept.append(candidate)
                }
            }
            guard kept.count >= MemoryTheme.minimumPairs else {
                problems.append(
                    "\(place): theme '\(themeName)' has \(kept.count) usable emoji and needs at least "
                        + "\(MemoryTheme.minimumPairs); left out")
                continue
            }
            if themes.contains(where: { $0.name == themeName }) {
                problems.append("\(place): a second theme called '\(themeName)'; left out")
                continue
            }
            themes.append(MemoryTheme(name: themeName, emoji: kept, pairs: pairs, color: color))
        }
        return Contents(themes: themes, problems: problems, isBroken: false)
    }

    /// Why `candidate` cannot be a card's face, or nil when it can.
    public static func emojiProblem(
        _ candidate: String, isTwoColumnEmoji: (Unicode.Scalar) -> Bool
    ) -> String? {
        let scalars = Array(candidate.unicodeScalars)
        guard scalars.count == 1 else {
            return scalars.isEmpty ? "is empty" : "is \(scalars.count) code points, not one"
        }
        return isTwoColumnEmoji(scalars[0]) ? nil : "is not an emoji two columns wide"
    }

    /// The file's text for `themes`: one theme per line, so each is easy to edit by hand.
    public static func text(for themes: [MemoryTheme]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let lines = themes.compactMap { theme -> String? in
            guard let data = try? encoder.encode(theme) else { return nil }
            return "  " + String(decoding: data, as: UTF8.self)
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    /// The character index in a message such as "Invalid value around character 48".
    static func characterIndex(in message: String) -> Int? {
        guard let range = message.range(of: "character ") else { return nil }
        return Int(message[range.upperBound...].prefix { $0.isNumber })
    }

    /// The 1-based line of the character at `index`, which Foundation's JSON parser counts
    /// in bytes of UTF-8 (every emoji before the error counts four).
    static func lineNumber(ofCharacter index: Int, in text: String) -> Int {
        1 + text.utf8.prefix(index).filter { $0 == 10 }.count
    }

    /// The line on which each top-level entry of a JSON array begins.
    static func entryLines(in text: String) -> [Int] {
        var lines: [Int] = []
        var line = 1
        var depth = 0
        var inString = false
        var escaped = false
        for character in text {
            if character == "\n" { line += 1 }
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "[", "{":
                if depth == 1 { lines.append(line) }
                depth += 1
            case "]", "}": depth -= 1
            default: break
            }
        }
        return lines
    }
}
