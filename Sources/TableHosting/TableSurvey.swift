import Glibc
import TableWire
import TerminalIO

/// One open table, and what its host said of it when asked.
public struct TableLook: Equatable, Sendable {
    /// What asking a table's host found.
    public enum Answer: Equatable, Sendable {
        /// The host described its table.
        case described(TableDescription)
        /// The host would not say (a user it does not admit), or could not be asked, and why.
        case unknown(String)
    }

    public var table: TablePlaces.OpenTable
    /// Nil until the host has answered, or the survey has given up on it.
    public var answer: Answer?
}

/// Asks every open table what it is, all at once, and seats nobody.
///
/// Each table is asked over a connection of its own (`peek`); its host answers with what
/// the table is and lets the connection go. Nothing waits: `poll` reads what has come. The
/// answer is read as any message from a peer is: one line, bounded, checked; a host that
/// says anything else, or nothing in time, is listed as unknown, with the reason.
public final class TableSurvey {
    /// A table asked that has not answered yet.
    private struct Asking {
        let index: Int
        let channel: SocketChannel
        var framer = LineFramer()
    }

    /// Every table asked, in the order of the list, with the answers come so far.
    public private(set) var looks: [TableLook]
    private var asking: [Asking] = []
    /// When the tables that have not answered are given up on (wall time).
    public let deadline: Double

    /// How long a host has to answer: it answers at its next frame.
    public static let answerSeconds = 2.0

    /// Asks each of `tables` at wall time `now`.
    public init(
        tables: [TablePlaces.OpenTable], now: Double, waiting seconds: Double = TableSurvey.answerSeconds
    ) {
        looks = tables.map { TableLook(table: $0, answer: nil) }
        deadline = now + seconds
        for (index, table) in tables.enumerated() {
            switch Self.ask(table) {
            case .asking(let channel): asking.append(Asking(index: index, channel: channel))
            case .unknown(let reason): looks[index].answer = .unknown(reason)
            }
        }
    }

    /// What asking a table did: a connection waiting for the answer, or why there is none.
    private enum Asked {
        case asking(SocketChannel)
        case unknown(String)
    }

    /// Connects to `table` and asks what it is.
    private static func ask(_ table: TablePlaces.OpenTable) -> Asked {
        let channel: SocketChannel
        do {
            channel = try SocketChannel.connect(to: table.path)
        } catch {
            if error.code == EACCES { return .unknown("Its socket does not let you in.") }
            if error.code == EAGAIN { return .unknown("Its host is too busy to answer.") }
            return .unknown("It cannot be reached (\(String(cString: strerror(error.code)))).")
        }
        // The user who listens must be the one whose table it is, as for joining.
        guard channel.peer?.user == table.host.id else {
            channel.close()
            return .unknown("It is not hosted by the user it belongs to.")
        }
        guard let peek = try? TableWire.line(.peek), channel.write(peek[...]) == peek.count else {
            channel.close()
            return .unknown("Its host does not listen.")
        }
        return .asking(channel)
    }

    /// Whether every table has answered or been given up on.
    public var isDone: Bool { asking.isEmpty }

    /// The connections still waiting for an answer, for the app's wait.
    public var descriptors: [WatchedDescriptor] {
        asking.compactMap { $0.channel.descriptor.map { WatchedDescriptor($0) } }
    }

    /// Reads the answers come by wall time `now`; past the deadline, the rest are given up on.
    public func poll(now: Double) {
        asking.removeAll { asked in
            var asked = asked
            guard let answer = read(&asked) ?? (now >= deadline ? .unknown("Its host did not answer.") : nil)
            else { return false }
            asked.channel.close()
            looks[asked.index].answer = answer
            return true
        }
    }

    /// The answer on `asked`'s connection, once it has come.
    private func read(_ asked: inout Asking) -> TableLook.Answer? {
        switch asked.channel.read(limit: WireLimits.lineBytes) {
        case .nothing: return nil
        case .closed: return .unknown("Its host closed the connection without a word.")
        case .bytes(let bytes):
            guard let lines = try? asked.framer.take(bytes) else {
                return .unknown("Its host sent a line too long.")
            }
            guard let first = lines.first else { return nil }
            switch TableWire.message(first) {
            case .success(.table(let description)): return .described(description)
            case .success(.refused(let reason, _)): return .unknown(reason)
            case .failure(.version(let version)):
                return .unknown("It is hosted by a cardtable of another version (its protocol's \(version)).")
            default: return .unknown("Its host's answer cannot be read.")
            }
        }
    }

    /// Asks `tables` and waits until every one has answered, or `seconds` have passed: the
    /// command line's list.
    public static func look(at tables: [TablePlaces.OpenTable], waiting seconds: Double = answerSeconds)
        -> [TableLook]
    {
        let survey = TableSurvey(tables: tables, now: monotonicSeconds(), waiting: seconds)
        while true {
            survey.poll(now: monotonicSeconds())
            guard let first = survey.asking.first else { return survey.looks }
            // One connection at a time is waited on, briefly: the others are read as it wakes.
            _ = first.channel.waitForInput(seconds: min(0.05, max(0, survey.deadline - monotonicSeconds())))
        }
    }
}
