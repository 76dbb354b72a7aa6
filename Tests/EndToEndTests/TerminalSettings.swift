import Foundation

/// A terminal's line discipline as `stty -a` prints it, without the window size.
///
/// The size is left out because tests resize the window; everything else (echo, canonical
/// mode, control characters, flags) must be the same after the app as before it.
struct TerminalSettings: Equatable, CustomStringConvertible {
    /// The settings, one token each: `echo`, `-icanon`, `intr = ^C`, in `stty`'s order.
    let settings: [String]

    /// Reads the output of `stty -a`.
    init(sttyOutput: String) {
        settings =
            sttyOutput
            .split(whereSeparator: { $0 == ";" || $0 == "\n" })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix("rows ") && !$0.hasPrefix("columns ") }
            .flatMap { part -> [String] in
                // `name = value` pairs keep their spaces; flag lines split into flags.
                if part.contains("=") { return [part] }
                return part.split(separator: " ").map(String.init)
            }
    }

    /// Whether typed characters are echoed.
    var echoes: Bool { settings.contains("echo") }
    /// Whether input is read a line at a time (cooked mode).
    var isCanonical: Bool { settings.contains("icanon") }

    /// The settings here but not in `other`, and those in `other` but not here.
    func differences(from other: TerminalSettings) -> String {
        let mine = Set(settings)
        let theirs = Set(other.settings)
        return
            "only after: \(mine.subtracting(theirs).sorted()), only before: \(theirs.subtracting(mine).sorted())"
    }

    var description: String { settings.joined(separator: " ") }
}
