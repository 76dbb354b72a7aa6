import CardModel
import Foundation

/// What a scene asks the app to do beyond itself, as a value: the app carries effects out in
/// the order they were asked for and hands what came of them back to the scene
/// (`Scene.receive`).
///
/// No table writes a file or a socket: a table that ends a game asks for it to be
/// recorded, and the app's runner writes it, forgets the save only once the record is
/// written, and says how it went; a game's own file (Memorize's themes) and the player's
/// settings are changed the same way (`.update`, `.changeSettings`); a shared table's moves
/// go to the other terminals through the scene that holds the link (`.link`); where the app
/// goes next is asked for as `.act`; when it must next be brought up to date, as `.wake`.
public enum TableEffect: Equatable, Sendable {
    /// Keep this game in progress as it is now (before it is abandoned: should its record
    /// not be written, it stays as it was left, not as it was last saved).
    case save(KeptGame)
    /// Put `record` into the record of games; once it is written, forget the kept game
    /// `discarding` (the game that ended or was abandoned), and not before.
    case record(GameRecord, discarding: String?)
    /// Hold the kept game of this name open for this program, so no other copy of cardtable
    /// takes it up meanwhile (nothing happens if this program holds it already).
    case hold(String)
    /// Let go of the kept game of this name: it has left the table.
    case release(String)
    /// Abandon the kept game of this name, unless another copy of cardtable has it open:
    /// put `record` into the record of games (none: a game that cannot be told) and, once it
    /// is written, forget the game (the list of games in progress asks it).
    case abandon(String, record: GameRecord?)
    /// Change a file of a game's own (the player's themes), and say what it holds after.
    case update(FileUpdate)
    /// Change the player's settings for this run and keep them in the settings file (a
    /// file that cannot be written is named in `AppServices.settingsProblem`).
    case changeSettings(SettingsChange)
    /// Tell the other terminals of a shared table: carried out by the scene that holds the
    /// link (`TableLink.carry`), never by the app's runner.
    case link(LinkMessage)
    /// Bring the scene up to date again at this time, or at the next frame, unless an event
    /// comes first (`.never`: only an event changes it): carried out by the app's loop,
    /// which waits as the scene asked last (each replaces the one before; a scene that asked
    /// nothing waits for an event), then ticks it.
    case wake(Wake)
    /// Where the app goes next: a screen pushed over the table, back, another scene, or
    /// the end. `TableScene` hands it to the app as its `SceneAction`.
    case act(SceneAction)
}

/// What a table tells the other terminals it is shared with, as a value.
public enum LinkMessage: Equatable, Sendable {
    /// A move was made at this table by `seat` at `time` seconds of play (the host tells
    /// every guest; a guest has nothing to do).
    case made(JSONValue, by: Int, at: Double)
    /// A move chosen at this terminal, for the host to judge (a guest's).
    case offer(JSONValue)
    /// The table has a new game (the host deals it to every guest).
    case began(GameLog)
    /// What came from `seat` cannot be played: the link lets go of whoever sent it.
    case refuse(seat: Int, because: String)
    /// Something every player is told, shown at this table now (the host tells its guests).
    case notice(Chrome.Message)
}

/// What came of an effect a scene asked for, handed back to it.
public enum EffectResult: Equatable, Sendable {
    /// `record` went into the record of games, or could not be written (`written` false: its
    /// save, if any, was kept). `bestsBefore` are the bests of its kind before it, nil when the
    /// record of games cannot be read; `records` is every game recorded now.
    case recorded(GameRecord, bestsBefore: Bests?, records: [GameRecord], written: Bool)
    /// What became of the kept game of this name asked to be abandoned.
    case abandoned(String, Abandoning)
    /// `update` was made: the file holds `contents` now.
    case updated(FileUpdate, contents: Data)
    /// `update` could not be made, for `problem` (naming the file): the file is as it was.
    case notUpdated(FileUpdate, problem: String)
}

/// What became of a kept game asked to be abandoned (`TableEffect.abandon`).
public enum Abandoning: Equatable, Sendable {
    /// Recorded as not finished, and forgotten.
    case done
    /// Another copy of cardtable has it open: it is kept as it is.
    case openElsewhere
    /// Its record could not be written, so it is kept.
    case notRecorded
}

extension Sequence<TableEffect> {
    /// The wake-up these effects ask for last, if any: it replaces every one before it.
    public var lastWake: Wake? {
        reduce(nil) { wake, effect in
            if case .wake(let asked) = effect { asked } else { wake }
        }
    }
}
