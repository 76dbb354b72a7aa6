import Foundation
import Testing

@testable import SessionRecorder

/// The lines of an asciicast v2 file: a header object, then `[time, code, text]` events.
@Suite struct AsciicastTests {
    @Test func theHeaderHasTheFieldsOfVersion2() throws {
        let header = Asciicast.Header(
            width: 80, height: 24, timestamp: 1_700_000_000, command: "cardtable deal --once",
            environment: [("TERM", "xterm-256color"), ("SHELL", "/bin/bash")])
        #expect(
            header.line
                == #"{"version": 2, "width": 80, "height": 24, "timestamp": 1700000000, "#
                + #""command": "cardtable deal --once", "env": {"TERM": "xterm-256color", "SHELL": "/bin/bash"}}"#
        )
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(header.line.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 2)
        #expect((object["env"] as? [String: String])?["TERM"] == "xterm-256color")
    }

    @Test func eventsAreArraysOfTimeCodeAndText() throws {
        let output = Asciicast.outputEvent(seconds: 1.5, text: "\u{1B}[H╭─")
        #expect(output == #"[1.500000, "o", "\u001b[H╭─"]"#)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [Any])
        #expect(parsed.count == 3 && parsed[1] as? String == "o" && parsed[2] as? String == "\u{1B}[H╭─")
        #expect(
            Asciicast.resizeEvent(seconds: 12.0000004, width: 100, height: 30)
                == #"[12.000000, "r", "100x30"]"#)
    }

    @Test(arguments: [(0.0, "0.000000"), (0.0000005, "0.000001"), (3.25, "3.250000"), (-1, "0.000000")])
    func timesHaveSixDecimals(seconds: Double, text: String) {
        #expect(Asciicast.time(seconds) == text)
    }

    @Test func theCommandReadsBackInAShell() {
        #expect(
            Asciicast.commandLine(["cardtable", "deal", "--once", "--seed", "4"])
                == "cardtable deal --once --seed 4")
        #expect(
            Asciicast.commandLine(["cardtable", "set", "--players", "Ann Lee,Bob", "--theme", "it's", ""])
                == #"cardtable set --players 'Ann Lee,Bob' --theme 'it'\''s' ''"#)
    }
}
