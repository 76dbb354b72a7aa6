import CardModel
import Testing

@testable import GameTable
@testable import cardtable

/// The command an end panel gives to play a game again: read back by the command line, it
/// asks for the same game, the same seed and the same seats.
@Suite struct PlayAgainTests {
    /// `text` split into words as a shell splits it: spaces apart, single quotes kept
    /// whole, a backslash outside them taking the next character as it is.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var escaped = false
        var started = false
        for character in text {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" && !quoted {
                escaped = true
                started = true
            } else if character == "'" {
                quoted.toggle()
                started = true
            } else if character == " " && !quoted {
                if started { words.append(word) }
                word = ""
                started = false
            } else {
                word.append(character)
                started = true
            }
        }
        if started { words.append(word) }
        return words
    }

    @Test(arguments: [
        ([Seat](), "cardtable set --seed 4"),
        (Seats.againstComputer(.normal), "cardtable set --vs computer --seed 4"),
        (Seats.againstComputer(.hard), "cardtable set --vs computer --level hard --seed 4"),
        (Seats.friends(count: 3), "cardtable set --players 3 --seed 4"),
        (Seat.friends(names: ["Ann", "Bob"]), "cardtable set --players Ann,Bob --seed 4"),
        (
            Seat.friends(names: ["Ann Lee", "O'Neil"]),
            "cardtable set --players 'Ann Lee,O'\\''Neil' --seed 4"
        ),
    ])
    func theCommandAsksForTheSameSeatsAndSeed(seats: [Seat], expected: String) throws {
        let command = PlayAgain.command("set", seats: seats, seed: 4)
        #expect(command == expected)
        let words = Self.words(command)
        #expect(words.first == "cardtable")
        let invocation = try Invocation.parse(Array(words.dropFirst()), catalog: .tested).get()
        #expect(invocation.seed == 4)
        guard case .play(.game(let request)) = invocation.command else {
            Issue.record("\(command) plays no game: \(invocation.command)")
            return
        }
        #expect(request.game == .set)
        #expect(request.seats == seats, "\(command)")
    }

    @Test func aThemeWithASpaceIsQuoted() {
        #expect(PlayAgain.quoted("Flowers") == "Flowers")
        #expect(PlayAgain.quoted("Sea life") == "'Sea life'")
        #expect(PlayAgain.quoted("a;rm") == "'a;rm'")
        #expect(PlayAgain.quoted("") == "''")
    }
}
