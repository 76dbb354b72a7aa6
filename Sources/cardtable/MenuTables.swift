import CardModel
import CardTableApp
import GameTable
import TableHosting

/// The tables the menu hosts and joins: each open to this user alone until the host lets
/// others in from its lobby, the player called by their login name.
struct MenuTables: SharedTables {
    let places: TablePlaces
    let catalog: GameCatalog
    let playerName: String

    func host(_ game: GameKind, _ opening: Opening) -> Result<any Scene, OpeningFailure> {
        guard let entry = catalog.entry(game) else {
            return .failure(OpeningFailure("That game is not here."))
        }
        let request: GameRequest
        switch entry.prepare(GameRequest(game), opening.services) {
        case .success(let prepared): request = prepared
        case .failure(let failure): return .failure(failure)
        }
        let policy = JoinPolicy(host: SystemAccounts.current)
        do {
            let (name, listener) = try places.open(for: policy)
            let host = TableHost(
                name: name, game: entry.kind, hostName: playerName, policy: policy, listener: listener,
                reopen: places.reopening(name))
            return .success(
                HostScene(
                    host: host, entry: entry, request: request, opening: opening, machine: machineName()))
        } catch {
            return .failure(OpeningFailure("The table could not be opened: \(error)"))
        }
    }

    func join(named name: String?, watching: Bool, as player: String?, _ opening: Opening) -> Result<
        any Scene, OpeningFailure
    > {
        let list = { (message: String?) in
            JoiningScene.list(places: places, entries: catalog.entries, opening: opening, message: message)
        }
        guard let name else { return .success(list(nil)) }
        guard case .table(let table) = places.find(name) else {
            return .success(list("\(name.escapingControlCharacters) is no longer open."))
        }
        // Joined without holding up the screen: a silent host is waited for while it draws.
        return .success(
            JoiningScene(
                table: table, playerName: player ?? playerName, watching: watching, places: places,
                entries: catalog.entries, opening: opening))
    }
}
