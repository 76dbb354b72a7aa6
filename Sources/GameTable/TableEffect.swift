import CardModel
import Keeping

/// What a scene asks the app to do beyond itself, as a value: the app carries effects out in
/// the order they were asked for and hands what came of them back to the scene
/// (`Scene.receive`).
///
/// No scene writes a file: a table that ends a game asks for it to be recorded, and the
/// app's runner writes it, forgets the save only once the record is written, and says how
/// it went.
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
}

/// What came of an effect a scene asked for, handed back to it.
public enum EffectResult: Equatable, Sendable {
    /// `record` went into the record of games, or could not be written (`written` false: its
    /// save, if any, was kept). `bestsBefore` are the bests of its kind before it, nil when the
    /// record of games cannot be read; `records` is every game recorded now.
    case recorded(GameRecord, bestsBefore: Bests?, records: [GameRecord], written: Bool)
}
