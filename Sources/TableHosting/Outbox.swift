/// The lines waiting to go to one end of a channel, no more than `limit` bytes of them.
///
/// A peer that stops reading fills its socket's buffer and then this; past the limit it is
/// too far behind to catch up, and the host lets it go rather than wait for it.
struct Outbox {
    private var bytes: [UInt8] = []
    /// How many of `bytes` have gone.
    private var sent = 0
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    var isEmpty: Bool { sent == bytes.count }
    var count: Int { bytes.count - sent }

    /// Queues `line`; false when that would hold more than the limit.
    mutating func append(_ line: [UInt8]) -> Bool {
        guard count + line.count <= limit else { return false }
        bytes.append(contentsOf: line)
        return true
    }

    /// Writes what the channel has room for; false when the other end is gone.
    mutating func flush(to channel: any Channel) -> Bool {
        while !isEmpty {
            guard let written = channel.write(bytes[sent...]) else { return false }
            if written == 0 { break }
            sent += written
        }
        if sent == bytes.count {
            bytes.removeAll(keepingCapacity: true)
            sent = 0
        } else if sent > 4096 && sent * 2 > bytes.count {
            bytes.removeFirst(sent)
            sent = 0
        }
        return true
    }

    /// Forgets what was waiting.
    mutating func drop() {
        bytes = []
        sent = 0
    }
}
