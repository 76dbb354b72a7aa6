/// The lines of an asciicast v2 file, the format `asciinema play` reads.
///
/// The first line is a header (a JSON object: version, size, start time, command and
/// environment); every other line is an event, a JSON array of the seconds since the start,
/// a code and its text: `"o"` for output to the terminal, `"r"` for a new size (`"80x24"`).
public enum Asciicast {
    /// The first line of a recording.
    public struct Header: Sendable {
        /// The terminal's size at the start, in columns and rows.
        public var width: Int
        public var height: Int
        /// When the recording started, in whole seconds since 1970 (UTC).
        public var timestamp: Int
        /// The command line that was recorded, as a shell would take it.
        public var command: String
        /// `TERM` and `SHELL`, each only when it is set.
        public var environment: [(name: String, value: String)]

        public init(
            width: Int, height: Int, timestamp: Int, command: String,
            environment: [(name: String, value: String)]
        ) {
            self.width = width
            self.height = height
            self.timestamp = timestamp
            self.command = command
            self.environment = environment
        }

        /// The header as one line of JSON, its keys in the order the format's description uses.
        public var line: String {
            let environment = self.environment.map {
                "\(JSONText.quoted($0.name)): \(JSONText.quoted($0.value))"
            }
            return
                "{\"version\": 2, \"width\": \(width), \"height\": \(height), \"timestamp\": \(timestamp), "
                + "\"command\": \(JSONText.quoted(command)), \"env\": {\(environment.joined(separator: ", "))}}"
        }
    }

    /// The variables a header names, in this order, when they are set.
    static let environmentNames = ["TERM", "SHELL"]

    /// An output event: `text` written to the terminal `seconds` after the start.
    public static func outputEvent(seconds: Double, text: String) -> String {
        "[\(time(seconds)), \"o\", \(JSONText.quoted(text))]"
    }

    /// A resize event: the terminal became `width` columns by `height` rows.
    public static func resizeEvent(seconds: Double, width: Int, height: Int) -> String {
        "[\(time(seconds)), \"r\", \"\(width)x\(height)\"]"
    }

    /// Seconds with six decimals, as asciinema writes them; never negative.
    static func time(_ seconds: Double) -> String {
        let microseconds = Int((max(0, seconds) * 1_000_000).rounded())
        let fraction = String(microseconds % 1_000_000)
        return "\(microseconds / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// `arguments` as one command line a shell reads back as the same words.
    ///
    /// Words of letters, digits and `-_./=:,+@%` stay as they are; any other is put in
    /// single quotes (a single quote inside becomes `'\''`).
    public static func commandLine(_ arguments: [String]) -> String {
        arguments.map { word in
            let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { Self.plainCharacters.contains($0) }
            return plain
                ? word
                : "'"
                    + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#)
                    + "'"
        }.joined(separator: " ")
    }

    private static let plainCharacters = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%".unicodeScalars)
}
