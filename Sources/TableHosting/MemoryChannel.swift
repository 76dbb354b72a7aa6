/// Two ends of a stream in memory, for tests: what one writes the other reads, and each end
/// takes at most `capacity` bytes unread, as a socket's buffer would.
public final class MemoryChannel: Channel {
    /// The bytes written to this end's reader and not read yet.
    private final class Pipe {
        var bytes: [UInt8] = []
        var isClosed = false
    }

    private let incoming: Pipe
    private let outgoing: Pipe
    private let capacity: Int
    public let peer: PeerCredentials?

    private init(incoming: Pipe, outgoing: Pipe, capacity: Int, peer: PeerCredentials?) {
        self.incoming = incoming
        self.outgoing = outgoing
        self.capacity = capacity
        self.peer = peer
    }

    /// A connected pair, a guest's end and the host's, held by processes of `guest` and `host`:
    /// each end's peer is the other's.
    public static func pair(
        capacity: Int = 1 << 16, guest: PeerCredentials? = nil, host: PeerCredentials? = nil
    ) -> (guest: MemoryChannel, host: MemoryChannel) {
        let one = Pipe()
        let two = Pipe()
        return (
            MemoryChannel(incoming: one, outgoing: two, capacity: capacity, peer: host),
            MemoryChannel(incoming: two, outgoing: one, capacity: capacity, peer: guest)
        )
    }

    public var descriptor: Int32? { nil }

    public func read(limit: Int) -> ChannelRead {
        guard !incoming.bytes.isEmpty else {
            return incoming.isClosed || outgoing.isClosed ? .closed : .nothing
        }
        let taken = Array(incoming.bytes.prefix(limit))
        incoming.bytes.removeFirst(taken.count)
        return .bytes(taken)
    }

    public func write(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !outgoing.isClosed, !incoming.isClosed else { return nil }
        let room = max(0, capacity - outgoing.bytes.count)
        outgoing.bytes.append(contentsOf: bytes.prefix(room))
        return min(room, bytes.count)
    }

    public func close() {
        incoming.isClosed = true
        outgoing.isClosed = true
    }

    /// Whether this end has been closed, by either side.
    public var isClosed: Bool { incoming.isClosed }
}

/// Connections in memory, for tests: `connect` makes a pair and leaves the host's end to accept.
public final class MemoryListener: ChannelListener {
    private var waiting: [MemoryChannel] = []
    public private(set) var isClosed = false

    public init() {}

    public var descriptor: Int32? { nil }

    /// A process of `peer` connects: its end of the pair (closed when the listener is).
    public func connect(as peer: PeerCredentials, capacity: Int = 1 << 16) -> MemoryChannel {
        let ends = MemoryChannel.pair(capacity: capacity, guest: peer)
        if isClosed { ends.guest.close() } else { waiting.append(ends.host) }
        return ends.guest
    }

    public func accept() -> (any Channel)? {
        waiting.isEmpty ? nil : waiting.removeFirst()
    }

    public func close() {
        isClosed = true
        for channel in waiting { channel.close() }
        waiting = []
    }
}
