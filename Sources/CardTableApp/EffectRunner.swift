import CardModel
import FileStore
import Foundation
import GameTable

/// The one place the scenes' effects are carried out: records written, saves forgotten once
/// their record is, games held open and let go, a game's own files and the player's
/// settings changed.
///
/// Effects run in the order they were asked for; each one's result is handed back, for the
/// app to give to the scene that asked.
public final class EffectRunner {
    /// The keeper of games and the player's settings, which the scenes share.
    private let services: AppServices
    private var keeper: any GameKeeper { services.keeper }
    /// What changes a game's own files (Memorize's themes).
    private let store: FileStore
    /// The kept games this program holds open, by name.
    private var holds: [String: GameHold] = [:]

    /// A runner keeping games and settings with `services`, changing a game's own files
    /// through `store` (by default the store of the player's folders this program runs with).
    public init(services: AppServices, store: FileStore = .ofThisProgram) {
        self.services = services
        self.store = store
    }

    /// A runner keeping games with `keeper`, and the settings for the run only.
    public convenience init(keeper: any GameKeeper, store: FileStore = .ofThisProgram) {
        self.init(services: AppServices(keeper: keeper), store: store)
    }

    /// Carries out `effects` in order; returns what came of those that answer.
    public func run(_ effects: [TableEffect]) -> [EffectResult] {
        effects.compactMap(run)
    }

    /// Carries out one effect; returns what came of it, if it answers.
    public func run(_ effect: TableEffect) -> EffectResult? {
        switch effect {
        case .save(let kept):
            keeper.save(kept.saved, as: kept.id)
            return nil
        case .record(let record, let discarding):
            let before = keeper.bests(like: record)
            let written = keeper.record(record)
            // Nothing is deleted until what replaces it is safely written.
            if written, let discarding { keeper.discard(discarding) }
            return .recorded(record, bestsBefore: before, records: keeper.records, written: written)
        case .hold(let id):
            guard holds[id] == nil else { return nil }
            if case .held(let hold) = keeper.hold(id) { holds[id] = hold }
            return nil
        case .release(let id):
            holds[id] = nil
            return nil
        case .update(let update):
            return change(update)
        case .changeSettings(let change):
            services.changeSettings(change)
            return nil
        case .abandon(let id, let record):
            return .abandoned(id, abandon(id, record: record))
        case .link, .act, .wake:
            // The scene that holds a shared table's link tells the others, a table's `.act`
            // is its scene's action, and the app's loop waits as `.wake` asks.
            return nil
        }
    }

    /// Makes `update` to its file under the file's lock; what the file holds after, or why not.
    private func change(_ update: FileUpdate) -> EffectResult {
        var written: Data?
        do {
            try store.update(update.file) { contents in
                written = try update.change.applied(to: contents)
                return written
            }
        } catch {
            return .notUpdated(update, problem: "\(error)")
        }
        guard let written else { return .notUpdated(update, problem: "nothing was written") }
        return .updated(update, contents: written)
    }

    /// Abandons the kept game `id`: held while its record is written, forgotten once it is.
    private func abandon(_ id: String, record: GameRecord?) -> Abandoning {
        let heldBefore = holds[id] != nil
        guard case .held = hold(id) else { return .openElsewhere }
        // A game this program held for a table stays held; one held here is let go.
        defer { if !heldBefore { holds[id] = nil } }
        // A game leaves the keeping only once its record is written.
        if let record, !keeper.record(record) { return .notRecorded }
        keeper.discard(id)
        return .done
    }

    /// Holds the kept game `id` open for this program; what answered if another has it.
    func hold(_ id: String) -> HoldAnswer {
        if let taken = holds[id] { return .held(taken) }
        let answer = keeper.hold(id)
        if case .held(let taken) = answer { holds[id] = taken }
        return answer
    }
}

extension FileStore {
    /// The store of the player's folders as this program's environment names them.
    public static var ofThisProgram: FileStore {
        FileStore(directories: AppDirectories(environment: ProcessInfo.processInfo.environment))
    }
}
