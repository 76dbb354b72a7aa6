import Render
import TableLayout

@testable import NcursesTerminal

/// A small model of an xterm-like terminal, enough to play the bytes `FrameEncoder` makes
/// and see which character, colours and attributes each cell ends up with.
///
/// It follows what xterm does where the encoder relies on it: the cursor waits on the last
/// column to wrap, writing over either half of a wide character blanks the other half,
/// erasing fills with the pen's background. Anything it does not know is a failure.
struct TestTerminalModel {
    struct Shown: Equatable {
        var text: String = " "
        var look: TerminalLook = .plain
        var isContinuation = false
    }

    let size: Size
    private(set) var cells: [Shown]
    private(set) var x = 0
    private(set) var y = 0
    private var waitsToWrap = false
    private(set) var pen = TerminalLook.plain
    /// What the model did not understand, or a write that would have scrolled the screen.
    private(set) var problems: [String] = []

    init(size: Size) {
        self.size = size
        cells = Array(repeating: Shown(), count: size.width * size.height)
    }

    subscript(x: Int, y: Int) -> Shown { cells[y * size.width + x] }

    /// Plays `bytes` on the model.
    mutating func play(_ bytes: [UInt8]) {
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            for character in String(decoding: text, as: UTF8.self) { write(character) }
            text.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x20 && byte != 0x7F {
                text.append(byte)
                index += 1
                continue
            }
            flushText()
            switch byte {
            case 0x1B:
                index = escape(bytes, from: index + 1)
                continue
            case 0x0D:
                x = 0
                waitsToWrap = false
            case 0x0F, 0x18:
                break
            default:
                problems.append("control byte \(byte)")
            }
            index += 1
        }
        flushText()
    }

    /// Plays the escape sequence after ESC at `start`; returns the index after it.
    private mutating func escape(_ bytes: [UInt8], from start: Int) -> Int {
        guard start < bytes.count else {
            problems.append("ESC at the end")
            return start
        }
        if bytes[start] == 0x28 { return start + 2 }  // ESC ( B: character set
        guard bytes[start] == 0x5B else {
            problems.append("ESC \(bytes[start])")
            return start + 1
        }
        var index = start + 1
        var parameters: [UInt8] = []
        while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x3F {
            parameters.append(bytes[index])
            index += 1
        }
        guard index < bytes.count else {
            problems.append("unfinished CSI")
            return index
        }
        let final = bytes[index]
        let text = String(decoding: parameters, as: UTF8.self)
        if text.hasPrefix("?") { return index + 1 }  // modes: synchronized output
        let numbers = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let first = numbers.first ?? 0
        waitsToWrap = false
        switch final {
        case 0x48:  // H
            y = max(1, first) - 1
            x = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
        case 0x64: y = max(1, first) - 1  // d
        case 0x47: x = max(1, first) - 1  // G
        case 0x43: x += max(1, first)  // C
        case 0x58: erase(from: x, count: max(1, first))  // X
        case 0x4B where first == 0: erase(from: x, count: size.width - x)  // K
        case 0x4A where first == 2:  // J
            for row in 0..<size.height {
                for column in 0..<size.width { cells[row * size.width + column] = blank() }
            }
        case 0x6D: graphicRendition(numbers)
        default: problems.append("CSI \(text) \(Character(Unicode.Scalar(final)))")
        }
        if x >= size.width || y >= size.height || x < 0 || y < 0 {
            problems.append("cursor off screen at \(x), \(y)")
            x = min(max(0, x), size.width - 1)
            y = min(max(0, y), size.height - 1)
        }
        return index + 1
    }

    /// A blank as erasing leaves it: the pen's background (xterm's background colour erase).
    private func blank() -> Shown {
        Shown(text: " ", look: TerminalLook(foreground: -1, background: pen.background, attributes: 0))
    }

    private mutating func erase(from column: Int, count: Int) {
        let end = min(size.width, column + count)
        guard column < end else { return }
        breakWideCharacters(from: column, to: end)
        for index in column..<end { cells[y * size.width + index] = blank() }
    }

    /// Blanks the half outside `start..<end` of a wide character that half lies inside.
    private mutating func breakWideCharacters(from start: Int, to end: Int) {
        let row = y * size.width
        if cells[row + start].isContinuation && start > 0 { cells[row + start - 1].text = " " }
        if end < size.width && cells[row + end].isContinuation {
            cells[row + end].isContinuation = false
            cells[row + end].text = " "
        }
        if cells[row + start].isContinuation { cells[row + start].isContinuation = false }
    }

    private mutating func graphicRendition(_ numbers: [Int]) {
        var index = 0
        while index < numbers.count {
            let number = numbers[index]
            switch number {
            case 0: pen = .plain
            case 1: pen.attributes |= 1
            case 2: pen.attributes |= 8
            case 4: pen.attributes |= 4
            case 7: pen.attributes |= 2
            case 30...37: pen.foreground = Int16(number - 30)
            case 39: pen.foreground = -1
            case 40...47: pen.background = Int16(number - 40)
            case 49: pen.background = -1
            case 90...97: pen.foreground = Int16(number - 90 + 8)
            case 100...107: pen.background = Int16(number - 100 + 8)
            case 38, 48:
                guard index + 2 < numbers.count, numbers[index + 1] == 5 else {
                    problems.append("SGR \(numbers)")
                    return
                }
                if number == 38 {
                    pen.foreground = Int16(numbers[index + 2])
                } else {
                    pen.background = Int16(numbers[index + 2])
                }
                index += 2
            default: problems.append("SGR \(number)")
            }
            index += 1
        }
    }

    private mutating func write(_ character: Character) {
        let width = DisplayWidth.of(character)
        if waitsToWrap || x + width > size.width {
            waitsToWrap = false
            x = 0
            y += 1
            if y == size.height {
                problems.append("the screen scrolled")
                y = size.height - 1
            }
        }
        breakWideCharacters(from: x, to: x + width)
        let row = y * size.width
        cells[row + x] = Shown(text: String(character), look: pen)
        if width == 2 { cells[row + x + 1] = Shown(text: "", look: pen, isContinuation: true) }
        x += width
        if x >= size.width {
            x = size.width - 1
            waitsToWrap = true
        }
    }

    /// Where the model differs from how `screen` looks with `looks`: a blank cell may be any
    /// space that shows the background.
    func differences(from screen: Screen, looks: LookTable) -> [String] {
        var found: [String] = []
        for row in 0..<size.height {
            for column in 0..<size.width {
                let cell = screen[column, row]
                let shown = self[column, row]
                let place = "(\(column), \(row))"
                // Half of a wide character without its other half shows as a space.
                let leadIsWide =
                    column > 0 && !screen[column - 1, row].isContinuation
                    && DisplayWidth.of(screen[column - 1, row].character) == 2
                if cell.isContinuation && leadIsWide {
                    if !shown.isContinuation {
                        found.append("\(place): not the second half of a wide character")
                    }
                    continue
                }
                let continues = column + 1 < size.width && screen[column + 1, row].isContinuation
                if cell.isContinuation || (DisplayWidth.of(cell.character) == 2 && !continues) {
                    if shown.text != " " || shown.look != looks.look(of: cell.style) {
                        found.append(
                            "\(place): '\(shown.text)' \(shown.look) where half a wide character was")
                    }
                    continue
                }
                if cell.character == " " && cell.style.background == nil
                    && cell.style.attributes.intersection([.reverse, .underline]).isEmpty
                {
                    if shown.text != " " || !shown.look.showsBlank {
                        found.append("\(place): '\(shown.text)' \(shown.look) where a blank was")
                    }
                    continue
                }
                if shown.text != String(cell.character) || shown.look != looks.look(of: cell.style) {
                    found.append(
                        "\(place): '\(shown.text)' \(shown.look) for '\(cell.character)' \(looks.look(of: cell.style))"
                    )
                }
            }
        }
        return found
    }
}
