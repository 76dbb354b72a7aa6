import CardModel
import Foundation
import GameTable

/// A theme the player was typing when the program was left without a decision (the terminal
/// closed, a signal, Ctrl-Z), kept to be offered back the next time the themes screen opens.
///
/// It is a file of the state folder, `memorize-theme-draft.json`: `{"version": 1, "draft":
/// {...}}`, or `"draft": null` once the player has saved or dropped it. Everything in it is
/// checked as it is read (a name no longer than the editor takes, no control characters, at
/// most as many emoji as a theme holds, a known colour), as every file is.
struct ThemeDraft: Codable, Equatable, Sendable {
    /// The format this version writes; a file with another is left alone.
    static let version = 1
    /// The most a draft file may hold: a theme's worth of text, many times over.
    static let sizeLimit = 64 << 10

    /// The player's theme being edited, by name; nil for a new theme.
    var editing: String?
    var name: String
    var emoji: [String]
    var pairs: Int
    var color: String

    /// What `editor` holds now.
    init(_ editor: ThemeEditor) {
        editing = editor.original
        name = editor.name
        emoji = editor.emoji
        pairs = editor.pairs
        color = MemoryTheme.colors[editor.colorIndex]
    }

    /// An editor holding the draft again, as it was left.
    var editor: ThemeEditor {
        var editor = ThemeEditor(
            editing: editing.map {
                MemoryTheme(name: $0, emoji: [], pairs: MemoryTheme.minimumPairs, color: color)
            }
        )
        editor.name = name
        editor.emoji = emoji
        editor.pairs = pairs
        editor.colorIndex = MemoryTheme.colors.firstIndex(of: color) ?? editor.colorIndex
        return editor
    }

    /// The draft file's document, for `draft` (nil: none kept).
    static func document(_ draft: ThemeDraft?) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return (try? encoder.encode(Document(version: version, draft: draft))) ?? Data()
    }

    /// The draft `data` holds (nil: none), or why it cannot be read.
    static func read(_ data: Data) -> Result<ThemeDraft?, ThemeLibrary.SaveError> {
        guard let document = try? JSONDecoder().decode(Document.self, from: data) else {
            return .failure(ThemeLibrary.SaveError(description: "not a draft of a theme cardtable can read"))
        }
        guard document.version == version else {
            return .failure(
                ThemeLibrary.SaveError(description: "a draft of version \(document.version), not \(version)"))
        }
        guard let draft = document.draft else { return .success(nil) }
        guard draft.isSound else {
            return .failure(ThemeLibrary.SaveError(description: "a draft that cannot be a theme's"))
        }
        return .success(draft)
    }

    /// Within what the editor itself lets a player type.
    private var isSound: Bool {
        let texts = [name] + emoji + (editing.map { [$0] } ?? [])
        return name.count <= ThemeEditor.maximumNameLength
            && (editing?.count ?? 0) <= ThemeEditor.maximumNameLength
            && emoji.count <= MemoryTheme.maximumEmoji && emoji.allSatisfy { $0.count == 1 }
            && texts.allSatisfy { $0 == $0.withoutControlCharacters }
            && (0...MemoryTheme.maximumEmoji).contains(pairs) && MemoryTheme.colors.contains(color)
    }

    private struct Document: Codable {
        var version: Int
        var draft: ThemeDraft?
    }
}

/// The draft file made to hold `draft` (nil: none), unless it holds what cannot be read:
/// that is never written over.
struct ThemeDraftChange: FileChange {
    let draft: ThemeDraft?
    /// The file as the player knows it, for what is wrong with it.
    let fileName: String

    func applied(to contents: Data?) throws -> Data {
        if let contents, case .failure(let problem) = ThemeDraft.read(contents) {
            throw ThemeLibrary.SaveError(description: "\(fileName): \(problem); it is left as it is")
        }
        return ThemeDraft.document(draft)
    }
}
