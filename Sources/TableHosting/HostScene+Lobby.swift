import GameTable
import TerminalIO

/// What the host is asked in the lobby, while they answer: whom to let in, whom to remove.
enum LobbyQuestion: Equatable {
    /// The login of the user to let in, as typed so far.
    case letIn(String)
    /// Whom to remove, by their number in the lobby's list (players, then watchers), as
    /// typed so far.
    case remove(String)

    /// The longest login the question takes: longer than any the system makes.
    static let loginLength = 32

    /// The question and its keys, in place of the lobby's keys.
    var prompt: String {
        switch self {
        case .letIn(let typed):
            LobbyPage.phrase("Let in the user with the login:") + " " + typed + "_" + LobbyPage.gap
                + LobbyPage.phrase("Enter: let in") + LobbyPage.gap + LobbyPage.phrase("Esc: cancel")
        case .remove(let typed):
            LobbyPage.phrase("Remove whom? Their number:") + " " + typed + "_" + LobbyPage.gap
                + LobbyPage.phrase("Enter: remove") + LobbyPage.gap + LobbyPage.phrase("Esc: nobody")
        }
    }
}

extension HostScene {
    /// Everyone the host may remove: the guests who play and who watch.
    var removable: [String] { Array(host.players.dropFirst()) + host.watchers }

    /// Takes `event` as the host's answer to `question`.
    mutating func answer(_ question: LobbyQuestion, with event: InputEvent) {
        switch (question, event) {
        case (_, .key(.escape)):
            self.question = nil
        case (.letIn(let typed), .key(.enter)):
            letIn(login: typed)
        case (.letIn(let typed), .key(.backspace)):
            self.question = .letIn(String(typed.dropLast()))
        case (.letIn(let typed), .key(.character(let character))):
            // A login is printable and has no spaces; anything else could not be one.
            guard typed.count < LobbyQuestion.loginLength, !character.isWhitespace,
                character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control })
            else { return }
            self.question = .letIn(typed + String(character))
        case (.remove(let typed), .key(.enter)):
            remove(number: typed)
        case (.remove(let typed), .key(.backspace)):
            self.question = .remove(String(typed.dropLast()))
        case (.remove(let typed), .key(.character(let digit))) where digit.isASCII && digit.isWholeNumber:
            // A number is taken as soon as no longer one on the list begins with it: `3`
            // at once with twelve there, `1` waits for `11`, `12` or Enter.
            let number = typed + String(digit)
            let count = host.players.count + host.watchers.count
            if number.count >= String(count).count || (Int(number) ?? 0) * 10 > count {
                remove(number: number)
            } else {
                self.question = .remove(number)
            }
        case (.remove, _):
            self.question = nil
        default:
            break
        }
    }

    /// Removes whoever has `number` in the lobby's list, or says the numbers there are.
    private mutating func remove(number: String) {
        question = nil
        guard !number.isEmpty else { return }
        // The numbers of the lobby's list: the players (the host first), then who watches.
        let everyone = host.players + host.watchers
        guard let chosen = Int(number), chosen >= 2, chosen <= everyone.count else {
            message = Chrome.Message(
                text: "Nobody removed: the numbers to choose from are 2 to \(everyone.count).", tone: .bad)
            return
        }
        host.remove(everyone[chosen - 1])
        message = Chrome.Message(
            text: "\(everyone[chosen - 1]) is removed: a lets their login in again.", tone: .info)
    }

    /// Lets in the user called `login`, or says why not (no such user, the table cannot move).
    private mutating func letIn(login: String) {
        guard !login.isEmpty else {
            question = nil
            return
        }
        guard let user = SystemAccounts.user(named: login) else {
            message = Chrome.Message(text: "There is no user with the login \(login) here.", tone: .bad)
            return
        }
        do {
            try host.letIn(user)
            question = nil
            message = Chrome.Message(text: "\(user.name) may join: cardtable join \(host.name).", tone: .good)
        } catch {
            question = nil
            message = Chrome.Message(text: "\(user.name) cannot be let in: \(error).", tone: .bad)
        }
    }
}
