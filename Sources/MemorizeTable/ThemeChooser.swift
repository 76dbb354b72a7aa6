import CardModel
import Foundation
import GameTable
import Render
import TableLayout
import TerminalIO

/// Memorize's theme chooser: every theme with its colour, pairs and a few of its emoji;
/// the player's own themes can be added, edited and deleted here, each change asked of the
/// app as it is made (`Action.write`) and shown as it comes back (`written`, `notWritten`).
struct ThemeChooser: Equatable {
    enum Action: Equatable {
        case stay
        case play(MemoryTheme)
        case back
        /// Change the player's themes file so (the app does, and hands back what came of it).
        case write(FileUpdate)
    }

    /// A change to the player's themes asked for, waiting for what came of it.
    enum Waiting: Equatable {
        /// The editor's theme, saved in place of `replacing` (nil: added).
        case save(MemoryTheme, replacing: String?)
        case delete(String)
    }

    var selected = 0
    var editor: ThemeEditor?
    var confirmingDelete = false
    var notice: Chrome.Message?
    /// The change asked for and not yet answered: no key is taken meanwhile.
    var waiting: Waiting?

    mutating func handle(_ key: Key, library: ThemeLibrary) -> Action {
        let themes = library.all
        guard waiting == nil else { return .stay }
        if var editor {
            switch editor.handle(key) {
            case .stay: self.editor = editor
            case .cancel:
                self.editor = nil
                notice = nil
            case .save:
                if let problem = library.problem(with: editor.theme, replacing: editor.original) {
                    editor.problem = problem
                    self.editor = editor
                } else {
                    do {
                        let update = try library.saving(editor.theme, replacing: editor.original)
                        waiting = .save(editor.theme, replacing: editor.original)
                        self.editor = editor
                        return .write(update)
                    } catch {
                        editor.problem = "\(error)"
                        self.editor = editor
                    }
                }
            }
            return .stay
        }
        if confirmingDelete {
            confirmingDelete = false
            guard key == .character("y"), themes.indices.contains(selected) else {
                notice = Chrome.Message(text: "Kept.", tone: .info)
                return .stay
            }
            let name = themes[selected].name
            do {
                let update = try library.deleting(named: name)
                waiting = .delete(name)
                return .write(update)
            } catch {
                notice = Chrome.Message(text: "\(error)", tone: .bad)
            }
            return .stay
        }
        notice = nil
        switch key {
        case .up, .character("k"): selected = max(0, selected - 1)
        case .down, .character("j"): selected = min(max(0, themes.count - 1), selected + 1)
        case .enter, .character(" "):
            if themes.indices.contains(selected) { return .play(themes[selected]) }
        case .escape, .character("q"), .character("t"): return .back
        case .character("a"):
            if refuseIfBroken(library) { break }
            editor = ThemeEditor(editing: nil)
        case .character("e"):
            guard themes.indices.contains(selected), library.isCustom(themes[selected]) else {
                notice = Chrome.Message(
                    text: "Built-in themes cannot be changed: press a to add your own.", tone: .bad)
                break
            }
            if refuseIfBroken(library) { break }
            editor = ThemeEditor(editing: themes[selected])
        case .character("d"), .character("x"):
            guard themes.indices.contains(selected), library.isCustom(themes[selected]) else {
                notice = Chrome.Message(text: "Built-in themes cannot be deleted.", tone: .bad)
                break
            }
            if refuseIfBroken(library) { break }
            confirmingDelete = true
            notice = Chrome.Message(
                text: "Delete '\(themes[selected].name)'? y: yes, any other key: no", tone: .bad)
        default: break
        }
        return .stay
    }

    /// The change asked for is written: the library takes up the file as it is now.
    mutating func written(_ contents: Data, library: inout ThemeLibrary) {
        guard let done = waiting else { return }
        waiting = nil
        library.take(written: contents)
        switch done {
        case .save(let theme, _):
            notice = Chrome.Message(text: "Saved '\(theme.name)'.", tone: .good)
            selected = library.all.firstIndex { $0.name == theme.name } ?? selected
            editor = nil
        case .delete(let name):
            notice = Chrome.Message(text: "Deleted '\(name)'.", tone: .info)
            selected = min(selected, max(0, library.all.count - 1))
        }
    }

    /// The change asked for could not be written, for `problem`: said where it was asked
    /// (the editor stays open, with what was typed).
    mutating func notWritten(_ problem: String) {
        guard let done = waiting else { return }
        waiting = nil
        let words = "cannot save \(problem)"
        switch done {
        case .save: editor?.problem = words
        case .delete: notice = Chrome.Message(text: words, tone: .bad)
        }
    }

    private mutating func refuseIfBroken(_ library: ThemeLibrary) -> Bool {
        guard library.userFileIsBroken else { return false }
        notice = Chrome.Message(text: "Your themes file has an error (below): fix it to save.", tone: .bad)
        return true
    }

    /// Draws the list (and the form, when open) over the whole screen.
    func render(library: ThemeLibrary, current: String?, into screen: inout Screen, options: RenderOptions) {
        let size = screen.size
        Chrome.drawHeader(
            title: Chrome.pageTitle("Themes", ascii: options.ascii), message: notice,
            keys: "Enter play  a add  e edit  d delete  Esc back",
            in: Rect(x: 0, y: 0, width: size.width, height: 1), on: &screen)
        let themes = library.all
        // Each problem in full, wrapped: it names the file and the line to fix.
        let problemLines = Array(
            library.problems.lazy.flatMap { Chrome.wrap($0, width: max(10, size.width - 2)) }.prefix(
                max(0, size.height / 3)))
        let problemRows = problemLines.count
        let listTop = 2
        // A row is kept below the list for what lies below it.
        let rows = max(1, size.height - listTop - 3 - problemRows)
        let first = max(0, min(selected - rows / 2, themes.count - rows))
        for (row, index) in (first..<min(themes.count, first + rows)).enumerated() {
            let theme = themes[index]
            let y = listTop + row
            let isSelected = index == selected
            let pointer = isSelected ? (options.ascii ? ">" : "▶") : " "
            screen.write(pointer, x: 1, y: y, style: Style(.focus, [.bold]))
            screen.write(options.ascii ? "#" : "■", x: 3, y: y, style: Style(Ink.theme(theme.color)))
            let mine = library.isCustom(theme) ? " (yours)" : ""
            let current = theme.name == current ? " *" : ""
            let nameStyle = isSelected ? Style(.normal, [.bold, .reverse]) : Style(.normal, [.bold])
            screen.write(
                Chrome.pad(" \(theme.name)\(mine)\(current) ", to: 30), x: 5, y: y, style: nameStyle)
            screen.write(Chrome.pad(counted(theme.playablePairs, "pair"), to: 10), x: 36, y: y)
            let samples = (options.ascii ? MemorySymbols.standIns(for: theme.emoji) : theme.emoji).prefix(6)
            screen.write(
                samples.joined(separator: " ")
                    + (theme.emoji.count > 6 ? (options.ascii ? " ..." : " …") : ""),
                x: 47, y: y,
                style: Style(Ink.theme(theme.color)),
                clip: Rect(x: 47, y: y, width: max(0, size.width - 48), height: 1))
        }
        if themes.isEmpty {
            screen.write("No themes: press a to add one.", x: 3, y: listTop, style: Style(.muted))
        }
        // A list longer than the screen says what lies above and below it.
        let (up, down) = options.ascii ? ("^", "v") : ("▲", "▼")
        if first > 0 {
            screen.write("\(up) \(first) more above", x: 3, y: listTop - 1, style: Style(.muted))
        }
        let below = themes.count - min(themes.count, first + rows)
        if below > 0 {
            screen.write("\(down) \(below) more below", x: 3, y: listTop + rows, style: Style(.muted))
        }
        for (offset, problem) in problemLines.enumerated() {
            screen.write(
                problem, x: 1, y: size.height - 1 - problemRows + offset, style: Style(.mismatched),
                clip: Rect(x: 1, y: 0, width: size.width - 2, height: size.height))
        }
        // The mark beside the theme of the game the themes were opened over, explained.
        let playing = current.map { _ in [Chrome.StatusField("* playing now", rank: 3)] } ?? []
        Chrome.drawStatus(
            playing + [
                Chrome.StatusField("\(themes.count) themes", rank: 1),
                Chrome.StatusField(
                    "\(library.custom.count) yours, in \(library.displayPath(library.userFile))",
                    rank: 0,
                    short: "\(library.custom.count) yours", shortRank: 2),
            ],
            in: Rect(x: 0, y: size.height - 1, width: size.width, height: 1), on: &screen)
        if let editor {
            Chrome.drawPanel(
                title: editor.original == nil ? "New theme" : "Edit theme",
                lines: editor.lines(ascii: options.ascii),
                on: &screen, ascii: options.ascii)
        }
    }
}
