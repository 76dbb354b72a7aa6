import Foundation

/// An asciicast v2 file as `cardtable --record` wrote it, read strictly.
///
/// Reading fails, with the line at fault, unless the file is valid UTF-8, the first line is
/// a JSON object and every other line a JSON array `[seconds, code, text]`.
struct RecordedCast {
    /// One timed event: `"o"` output to the terminal, `"r"` a resize (`"100x30"`).
    struct Event {
        let seconds: Double
        let code: String
        let text: String
    }

    let path: String
    let version: Int?
    let width: Int?
    let height: Int?
    let timestamp: Int?
    let command: String?
    let environment: [String: String]
    let events: [Event]

    init(path: String) throws {
        self.path = path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw EndToEndFailure("No recording was written at \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw EndToEndFailure("The recording \(path) is not valid UTF-8")
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first,
            let header = try? JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any]
        else {
            throw EndToEndFailure("The first line of \(path) is not a JSON object: \(lines.first ?? "")")
        }
        version = header["version"] as? Int
        width = header["width"] as? Int
        height = header["height"] as? Int
        timestamp = header["timestamp"] as? Int
        command = header["command"] as? String
        environment = header["env"] as? [String: String] ?? [:]
        events = try lines.dropFirst().enumerated().map { offset, line in
            guard let array = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any],
                array.count == 3, let seconds = (array[0] as? NSNumber)?.doubleValue,
                let code = array[1] as? String, let text = array[2] as? String
            else {
                throw EndToEndFailure(
                    "Line \(offset + 2) of \(path) is not an event [seconds, code, text]: \(line)")
            }
            return Event(seconds: seconds, code: code, text: text)
        }
    }

    /// The sizes the resize events give, in order.
    var resizes: [String] { events.filter { $0.code == "r" }.map(\.text) }
}
