import Foundation

/// Reads and writes a themes file: one theme object per entry, one entry per line.
///
/// The file is `{"version": 1, "themes": [ ... ]}`; a plain array of themes (the built-in
/// file, and files from before the version) is read as version 1. Reading never fails as a
/// whole for a bad entry: each problem becomes a message naming the file (and the line, or
/// the theme and the emoji), and the good themes still load. Writing changes only the entry
/// it is about: entries the game cannot use, and keys it does not know, are kept.
public enum ThemeFile {
    /// The format this version writes; a file with a later one is left alone.
    public static let version = 1

    /// One change to a player's themes file.
    public enum Change: Equatable, Sendable {
        /// Add `theme`, or replace the entry called `replacing` (or `theme.name`) with it.
        case put(MemoryTheme, replacing: String?)
        /// Remove the entry with this name.
        case delete(String)
    }

    /// The file's text could not be understood, so it must not be written over.
    public struct UnreadableFile: Error, Equatable {
        public let reason: String
    }

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
            switch try self.entries(in: data) {
            case .success(let list): entries = list
            case .failure(let unreadable):
                return Contents(themes: [], problems: ["\(name): \(unreadable.reason)"], isBroken: true)
            }
        } catch {
            let line = (error as NSError).userInfo["NSDebugDescription"].flatMap { description in
                characterIndex(in: "\(description)").map { lineNumber(ofCharacter: $0, in: text) }
            }
            let place = line.map { ": line \($0)" } ?? ""
            return Contents(
                themes: [], problems: ["\(name)\(place): not valid JSON, so none of its themes loaded"],
                isBroken: true)
        }
        let lines = entryLines(in: text)
        var themes: [MemoryTheme] = []
        var names: Set<String> = []
        var problems: [String] = []
        /// What is said when the file holds more themes than it may.
        var tooMany: String?
        for (index, entry) in entries.enumerated() {
            guard themes.count < Self.mostThemes else {
                tooMany =
                    "\(name): more than the \(Self.mostThemes) themes a file may hold: those from line "
                    + "\(index < lines.count ? lines[index] : 1) on are kept in the file but not loaded"
                break
            }
            let place = "\(name) line \(index < lines.count ? lines[index] : 1)"
            guard let object = entry as? [String: Any],
                let themeName = (object["name"] as? String)?.withoutControlCharacters, !themeName.isEmpty,
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
                    "\(place): theme '\(themeName)': unknown color '\(color.escapingControlCharacters)' (use one of "
                        + MemoryTheme.colors.joined(separator: ", ") + "); gray is used")
                color = "gray"
            }
            let sorted = ThemeEmoji(emoji, isTwoColumnEmoji: isTwoColumnEmoji)
            let kept = sorted.used
            // The bound first: it is what the player most needs to know of a huge theme. It
            // counts every emoji left out, so with those used it counts the file's.
            if sorted.isOverTheMost {
                problems.append(
                    "\(place): theme '\(themeName)' has \(sorted.leftOut.count) emoji beyond the "
                        + "\(MemoryTheme.maximumEmoji) a theme may hold: the first \(MemoryTheme.maximumEmoji) "
                        + "different ones that can be a card's face are used, the rest kept in the file")
            }
            problems += sorted.problems.prefix(Self.mostProblemsPerTheme).map {
                "\(place): theme '\(themeName)': \($0.text)"
            }
            let unnamed = sorted.problems.dropFirst(Self.mostProblemsPerTheme).reduce(0) { $0 + $1.leftOut }
            if unnamed > 0 {
                problems.append(
                    "\(place): theme '\(themeName)': \(unnamed) more emoji left out like these, kept in the file"
                )
            }
            guard kept.count >= MemoryTheme.minimumPairs else {
                problems.append(
                    "\(place): theme '\(themeName)' has \(kept.count) usable emoji and needs at least "
                        + "\(MemoryTheme.minimumPairs); left out")
                continue
            }
            guard names.insert(themeName).inserted else {
                problems.append("\(place): a second theme called '\(themeName)'; left out")
                continue
            }
            themes.append(MemoryTheme(name: themeName, emoji: kept, pairs: pairs, color: color))
        }
        if problems.count > Self.mostProblems {
            let more = problems.count - Self.mostProblems + 1
            problems = problems.prefix(Self.mostProblems - 1) + ["\(name): \(more) more problems like these"]
        }
        if let tooMany { problems.append(tooMany) }
        return Contents(themes: themes, problems: problems, isBroken: false)
    }

    /// The most themes a file may hold: the rest stay in the file, not loaded, said once.
    public static let mostThemes = 100
    /// The most problems a theme's emoji are named in; the rest are counted in one more.
    static let mostProblemsPerTheme = 5
    /// The most problems one file is named in, so a hostile file cannot flood the messages.
    static let mostProblems = 20

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

    /// The entries of a themes file: a plain list, or the list in a versioned object.
    ///
    /// Throws when the text is not JSON at all; fails when it is JSON of another shape or
    /// of a later version.
    static func entries(in data: Data) throws -> Result<[Any], UnreadableFile> {
        let value = try JSONSerialization.jsonObject(with: data)
        if let list = value as? [Any] { return .success(list) }
        guard let object = value as? [String: Any], let list = object["themes"] as? [Any] else {
            return .failure(UnreadableFile(reason: "expected a list of themes in [ ... ]"))
        }
        let version = object["version"] as? Int ?? 1
        guard version <= Self.version else {
            return .failure(
                UnreadableFile(
                    reason: "written by a newer cardtable (format \(version)), so it is not loaded"))
        }
        return .success(list)
    }

    /// The file `data` (nil: no file yet) with `change` made and every other entry kept as
    /// it was, one entry per line; throws `UnreadableFile` for a file that must not be written.
    ///
    /// A theme put in place of one whose emoji the game left out (beyond the most a theme
    /// holds, not a card's face, or repeated) keeps every one of them, each time it appears,
    /// after its own: only what the player saw, as `isTwoColumnEmoji` reads it, is theirs to change.
    public static func updated(
        _ data: Data?, with change: Change, isTwoColumnEmoji: (Unicode.Scalar) -> Bool
    ) throws -> Data {
        var entries: [Any] = []
        /// The file's own keys beside the version and the themes, kept as they are.
        var others: [String: Any] = [:]
        if let data, !data.isEmpty {
            let found: Result<[Any], UnreadableFile>
            do {
                found = try Self.entries(in: data)
                if let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] {
                    others = object.filter { $0.key != "version" && $0.key != "themes" }
                }
            } catch {
                throw UnreadableFile(reason: "not valid JSON")
            }
            entries = try found.get()
        }
        func index(of name: String) -> Int? {
            entries.firstIndex { ($0 as? [String: Any])?["name"] as? String == name }
        }
        switch change {
        case .put(let theme, let replacing):
            var fields: [String: Any] = [
                "name": theme.name, "emoji": theme.emoji, "pairs": theme.pairs, "color": theme.color,
            ]
            if let at = index(of: replacing ?? theme.name) {
                // Keys this version does not know stay with the theme, and so do the emoji
                // the game left out.
                let old = entries[at] as? [String: Any] ?? [:]
                if let oldEmoji = old["emoji"] as? [String] {
                    fields["emoji"] = ThemeEmoji(oldEmoji, isTwoColumnEmoji: isTwoColumnEmoji).keeping(
                        theme.emoji)
                }
                entries[at] = old.merging(fields) { $1 }
            } else {
                entries.append(fields)
            }
        case .delete(let name):
            if let at = index(of: name) { entries.remove(at: at) }
        }
        let lines = try entries.map { entry -> String in
            let data = try JSONSerialization.data(
                withJSONObject: entry, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
            return "  " + String(decoding: data, as: UTF8.self)
        }
        let body = lines.isEmpty ? "" : "\n" + lines.joined(separator: ",\n") + "\n"
        let kept = try others.keys.sorted().map { key -> String in
            let pair = try JSONSerialization.data(
                withJSONObject: [key: others[key] ?? NSNull()], options: [.sortedKeys])
            // `{"key":value}` without its braces: one more member of the file's object.
            return String(String(decoding: pair, as: UTF8.self).dropFirst().dropLast()) + ", "
        }.joined()
        return Data("{\"version\": \(Self.version), \(kept)\"themes\": [\(body)]}\n".utf8)
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

    /// The line on which each theme entry begins: the top-level entries of a plain list,
    /// or of the `themes` list inside the versioned object, whatever each entry is (an
    /// entry that is not a theme still takes its place, so the ones after it are numbered right).
    static func entryLines(in text: String) -> [Int] {
        let isObject = text.first { !$0.isWhitespace } == "{"
        let listDepth = isObject ? 1 : 0
        var lines: [Int] = []
        var line = 1
        var depth = 0
        var inString = false
        var escaped = false
        var string = ""
        /// The last string seen at the object's own level: the key of what follows.
        var lastKey = ""
        var inList = false
        var awaitingEntry = false
        for character in text {
            if character == "\n" { line += 1 }
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                    if isObject && depth == 1 { lastKey = string }
                } else {
                    string.append(character)
                }
                continue
            }
            if inList && awaitingEntry && depth == listDepth + 1 && !character.isWhitespace
                && character != ","
                && character != "]"
            {
                lines.append(line)
                awaitingEntry = false
            }
            switch character {
            case "\"":
                inString = true
                string = ""
            case "[", "{":
                if character == "[" && depth == listDepth && (!isObject || lastKey == "themes") {
                    inList = true
                    awaitingEntry = true
                }
                depth += 1
            case "]", "}":
                depth -= 1
                if depth == listDepth { inList = false }
            case "," where inList && depth == listDepth + 1:
                awaitingEntry = true
            default: break
            }
        }
        return lines
    }
}
