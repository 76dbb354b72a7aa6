import Animation
import CardModel
import Foundation
import TestSupport
import Testing

@testable import GameTable
@testable import SetTable

/// A race against the ghost of an earlier game of the same deal: the ghost worked out from a
/// record alone, the record chosen, what the table shows of it.
@Suite struct SetRaceTests {
    static let finished = SetGame.playedToTheEnd(seed: 5, pace: 4)

    @Test func theGhostOfAFinishedGameHoldsEachSetAtItsTime() throws {
        let game = Self.finished
        try #require(game.endedAt != nil && game.setsFound > 10)
        let race = try SetRace.of(try GameRecord.of(game), named: "your best game").get()
        #expect(race.seed == 5)
        #expect(race.ghost.takes.count == game.setsFound)
        #expect(race.ghost.seconds == game.seconds(played: 0))
        let first = try #require(race.ghost.takes.first)
        #expect(
            race.ghost.takes.allSatisfy {
                $0.at.truncatingRemainder(dividingBy: 4) == 0 && $0.cards.count == 3
            })
        #expect(race.ghost.setsTaken(by: first.at - 0.1) == 0)
        #expect(race.ghost.setsTaken(by: first.at) == 1)
        #expect(race.ghost.setsTaken(by: race.ghost.seconds) == game.setsFound)
    }

    @Test func bestIsTheHighestScoreAndLastTheLatestOfTheDeal() throws {
        let slow = try GameRecord.of(SetGame.playedToTheEnd(seed: 5, pace: 30))
        let fast = try GameRecord.of(Self.finished)
        let other = try GameRecord.of(SetGame.playedToTheEnd(seed: 6, pace: 2))
        let records = [fast, slow, other]
        let best = try SetRace.find(.best, kind: .set, seed: 5, in: records).get()
        #expect(best.ghost.seconds == fast.seconds)
        #expect(best.named == "your best game")
        let last = try SetRace.find(.last, kind: .set, seed: 5, in: records).get()
        #expect(last.ghost.seconds == slow.seconds)
        // No seed asked for: the best of any deal, whose deal is dealt.
        let highest = try #require(records.max { $0.score < $1.score })
        #expect(try SetRace.find(.best, kind: .set, seed: nil, in: records).get().seed == highest.seed)
    }

    /// A friend's file is named on the table as the race begins: a name that would retitle
    /// the terminal or turn the header's text around reaches it without those characters.
    @Test func aFilesNameReachesTheTableWithoutControlCharacters() throws {
        let records = [try GameRecord.of(Self.finished)]
        let path = "/tmp/ann\u{1B}]0;owned\u{07}\u{202E}.json"
        let race = try SetRace.find(.file(path), kind: .set, seed: 5, in: records, file: path).get()
        #expect(race.named == "the best game in ann]0;owned.json")
        let shown = race.openingWords
        #expect(!shown.unicodeScalars.contains { $0.isControlOrBidiControl })
    }

    @Test func noGameOfTheDealIsNamedAsTheCommandLineWouldDealIt() {
        let message = SetRace.find(.best, kind: .set, seed: 5, in: []).failureMessage
        #expect(message == "no recorded game of set --seed 5 to race (play one to its end first)")
        let junior = SetRace.find(.last, kind: GameKind("set-junior"), seed: 9, in: []).failureMessage
        #expect(junior?.contains("set --variant junior --seed 9") == true)
    }

    @Test func anAbandonedGameAnotherGameOrOneWithOthersIsNoGhost() throws {
        var abandoned = SetGame(seed: 5)
        abandoned.dealThreeMore(now: 2)
        var memorize = try GameRecord.of(Self.finished)
        memorize.game = GameKind("memorize")
        var friends = try GameRecord.of(Self.finished)
        friends.mode = .friends(2)
        let records = [try GameRecord.of(abandoned), memorize, friends]
        #expect(
            SetRace.find(.best, kind: .set, seed: 5, in: records).failureMessage?.hasPrefix("no recorded")
                == true)
    }

    @Test func aRecordWithoutItsMovesOrWithDamagedMovesIsNamedNotRaced() throws {
        var summary = try GameRecord.of(Self.finished)
        summary.log = nil
        let kept = SetRace.find(.best, kind: .set, seed: 5, in: [summary]).failureMessage
        #expect(kept == "your best game keeps only its summary, not its moves: it cannot be raced")
        // Moves of another deal under this deal's seed: they do not play to the end.
        var damaged = try GameRecord.of(Self.finished)
        damaged.log?.seed = 6
        damaged.seed = 6
        let named = SetRace.find(.best, kind: .set, seed: 6, in: [damaged]).failureMessage
        #expect(named?.contains("is damaged: its moves are not a finished game of set --seed 6") == true)
        var garbage = try GameRecord.of(Self.finished)
        garbage.log?.actions = [TimedAction(.string("take it all"), by: 0, at: 1)]
        #expect(
            SetRace.find(.best, kind: .set, seed: 5, in: [garbage]).failureMessage?.contains("damaged")
                == true)
    }

    @Test func aRecordOfGamesIsReadAndAnythingElseIsNamed() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let record = try GameRecord.of(Self.finished)
        struct Document: Encodable {
            let version: Int
            let games: [GameRecord]
        }
        var data = try encoder.encode(Document(version: 1, games: [record]))
        // An entry this version cannot read is left out; the rest is read.
        data = Data(
            String(decoding: data, as: UTF8.self).replacingOccurrences(
                of: "\"games\":[", with: "\"games\":[{\"odd\":1},"
            ).utf8)
        #expect(try SetRace.records(in: data).get() == [record])
        let cast = Data("{\"version\": 2, \"width\": 80, \"height\": 24}\n[0.1, \"o\", \"x\"]\n".utf8)
        #expect(
            SetRace.records(in: cast).failureMessage?.hasPrefix("not a cardtable record of games") == true)
        let newer = try encoder.encode(Document(version: 2, games: []))
        #expect(SetRace.records(in: newer).failureMessage == "written by a newer cardtable (format 2)")
    }

    @Test func aGhostThatCannotBeAGameIsNotRead() throws {
        #expect(
            SetGhost(takes: [.init(at: 5, cards: [1, 2, 3]), .init(at: 4, cards: [4, 5, 6])], seconds: 9)
                == nil)
        #expect(SetGhost(takes: [.init(at: 5, cards: [1, 2, 81])], seconds: 9) == nil)
        #expect(SetGhost(takes: [.init(at: 10, cards: [1, 2, 3])], seconds: 9) == nil)
        #expect(SetGhost(takes: [], seconds: .infinity) == nil)
        let text =
            #"{"takes": [{"at": 3, "cards": [1, 2, 3]}, {"at": 1e300, "cards": [4, 5, 6]}], "seconds": 9}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SetGhost.self, from: Data(text.utf8)) }
    }

    @Test func aGameRacedKeepsItsGhostInItsLogAndAnOldLogHasNone() throws {
        let race = try SetRace.of(try GameRecord.of(Self.finished), named: "x").get()
        var game = SetGame(seed: 5)
        game.ghost = race.ghost
        game.dealThreeMore(now: 3)
        let log = try game.log()
        #expect(log.setup["ghost"] != nil, "the record says the game was raced")
        #expect(log.actions.count == 1, "the ghost made no move of the player's")
        #expect(SetGame.replaying(log)?.ghost == race.ghost)
        var old = log
        old.setup = [:]
        #expect(SetGame.replaying(old)?.ghost == nil)
        // A damaged ghost loses the ghost, not the game.
        var damaged = log
        damaged.setup["ghost"] = .string("boo")
        #expect(SetGame.replaying(damaged)?.moveCount == 1)
        #expect(SetGame.replaying(damaged)?.ghost == nil)
    }

    @Test func theEndSaysWhoWasFasterAndByHowMuch() {
        var game = SetGame(seed: 5)
        game.ghost = SetGhost(
            takes: (0..<24).map { .init(at: Double($0) * 20, cards: [0, 1, 2]) }, seconds: 492)
        func line(played: Double) -> String? {
            SetPresenter(game: game).raceLines(view: Self.view(played: played)).first.map {
                $0.replacingOccurrences(of: String(Chrome.joiningSpace), with: " ")
            }
        }
        #expect(line(played: 460) == "Ghost 24 Sets in 8:12, you 0 in 7:40: 32 s faster")
        #expect(line(played: 600)?.hasSuffix("1:48 slower") == true)
        #expect(line(played: 492.2)?.hasSuffix("the same time") == true)
        #expect(SetPresenter(game: SetGame(seed: 5)).raceLines(view: Self.view(played: 3)).isEmpty)
    }

    @Test func theGhostLightsItsSetWhileItsCardsAreOnTheTable() throws {
        let start = SetGame(seed: 5)
        let set = try #require(start.setsOnTable.first).map(\.id)
        let elsewhere = try #require(start.deck.first).id
        var game = start
        game.ghost = SetGhost(
            takes: [.init(at: 3, cards: set), .init(at: 9, cards: [set[0], elsewhere, set[1]])], seconds: 20)
        var source = SetGhostSource()
        source.begin(game)
        guard case .wait(.played(3)) = source.next(in: game, at: Self.moment(played: 1)) else {
            Issue.record("the ghost waits for its first Set")
            return
        }
        guard case .wait(.played(5.1)) = source.next(in: game, at: Self.moment(played: 3.1)) else {
            Issue.record("the ghost lights its first Set at its time, for two seconds")
            return
        }
        #expect(source.pointedCards == set)
        // The player takes two of its cards: they go dark.
        game.choose(SetCard(id: set[0]), now: 3.5)
        game.choose(SetCard(id: set[1]), now: 3.6)
        game.choose(SetCard(id: set[2]), now: 3.7)
        game.clearMatch(now: 4)
        source.saw(.clearMatch, by: 0, in: game, at: Self.moment(played: 4))
        #expect(source.pointedCards.isEmpty)
        // Its second Set has none of its cards on the player's table: it is counted, nothing lights.
        guard case .wait(.played(9)) = source.next(in: game, at: Self.moment(played: 5)) else {
            Issue.record("the ghost waits for its second Set")
            return
        }
        guard case .wait(nil) = source.next(in: game, at: Self.moment(played: 9)) else {
            Issue.record("nothing more to show")
            return
        }
        #expect(source.pointedCards.isEmpty)
    }

    @Test func aGameTakenUpPassesTheGhostsEarlierSetsAtOnce() {
        var game = SetGame(seed: 5)
        let set = game.table.prefix(3).map(\.id)
        game.ghost = SetGhost(takes: [.init(at: 3, cards: set), .init(at: 4, cards: set)], seconds: 20)
        var source = SetGhostSource()
        source.begin(game)
        guard case .wait(nil) = source.next(in: game, at: Self.moment(played: 30)) else {
            Issue.record("Sets of long ago do not light")
            return
        }
        #expect(source.pointedCards.isEmpty)
    }

    /// The light as a pure function of the looks: each Set lit for two seconds from the look
    /// that first finds it taken, however late that look comes.
    @Test func aLateLookStillLightsTheGhostsSetForTwoSeconds() throws {
        let ghost = try #require(
            SetGhost(
                takes: [
                    .init(at: 8, cards: [1, 2, 3]), .init(at: 9, cards: [4, 5, 6]),
                    .init(at: 20, cards: [7, 8, 9]),
                ],
                seconds: 30))
        let table: Set<Int> = [1, 2, 3, 5, 7, 8, 9]
        let started = GhostLight().looked(at: 0, ghost: ghost, onTable: table)
        #expect(started.lit.isEmpty)
        #expect(started.nextLook(ghost: ghost) == 8)

        // On time: lit from 8 to 10.
        let onTime = started.looked(at: 8, ghost: ghost, onTable: table)
        #expect(onTime.lit == [1, 2, 3])
        #expect(onTime.nextLook(ghost: ghost) == 9)

        // A busy machine first looks at 10.5, past the light's two seconds from the Set's time,
        // and past the second Set: both light (the cards still on the table), for two seconds.
        let late = started.looked(at: 10.5, ghost: ghost, onTable: table)
        #expect(late.lit == [1, 2, 3, 5])
        #expect(late.litUntil == 12.5)
        #expect(late.nextLook(ghost: ghost) == 12.5)
        #expect(late.looked(at: 12.4, ghost: ghost, onTable: table).lit == [1, 2, 3, 5])
        let over = late.looked(at: 12.5, ghost: ghost, onTable: table)
        #expect(over.lit.isEmpty)
        #expect(over.nextLook(ghost: ghost) == 20)

        // The player takes a lit card: it goes dark, the others stay.
        var taken = late
        taken.keep(only: [2, 3, 5, 7, 8, 9])
        #expect(taken.lit == [2, 3, 5])

        // The first look passes every Set already taken (a game taken up), and lights the next.
        let takenUp = GhostLight().looked(at: 15, ghost: ghost, onTable: table)
        #expect(takenUp.lit.isEmpty)
        #expect(takenUp.shown == 2)
        #expect(takenUp.looked(at: 21, ghost: ghost, onTable: table).lit == [7, 8, 9])
        // None of a Set's cards on the table: nothing lights, and the ghost looks on.
        let gone = takenUp.looked(at: 21, ghost: ghost, onTable: [1])
        #expect(gone.lit.isEmpty)
        #expect(gone.nextLook(ghost: ghost) == nil)
    }

    static func view(played: Double) -> TableView {
        TableView(
            options: .init(), timing: .init(), mode: .playing, people: [], focus: .card(0), now: played,
            played: played, stage: CardStage(timing: .init(), seed: 0), grid: nil, pointed: [])
    }

    static func moment(played: Double) -> SourceMoment {
        SourceMoment(
            now: played, played: played, stage: CardStage(timing: .init(), seed: 0), isCelebrating: false,
            speed: 1)
    }
}

extension Result {
    /// The failure's words, nil for a success.
    var failureMessage: String? {
        if case .failure(let failure) = self { (failure as? OpeningFailure)?.message } else { nil }
    }
}
