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

    func join(_ opening: Opening) -> Result<any Scene, OpeningFailure> {
        switch places.find(nil) {
        case .table(let table):
            do {
                let guest = try TableGuest.join(table, as: playerName)
                return .success(GuestScene(guest: guest, entries: catalog.entries, opening: opening))
            } catch {
                return .failure(
                    OpeningFailure("Cannot join \(table.name.escapingControlCharacters): \(error)"))
            }
        case .several(let tables):
            return .failure(
                OpeningFailure("\(tables.count) tables are open: cardtable join NAME joins one."))
        case .none:
            return .failure(
                OpeningFailure("No table is open: another player hosts one (H or M on the menu)."))
        }
    }
}
